# A generator's steps in each state: created, suspended, running (a generator asking for its own
# next value), finished by return, finished by an exception, and closed.
def selfish():
    yield 1
    yield next(it)

it = selfish()
out = [next(it)]
try:
    next(it)
except ValueError as e:
    out.append(("running", str(e)))
try:
    next(it)
except StopIteration:
    out.append("finished after the error")

def counted(n):
    for i in range(n):
        yield i
    return "done"

g = counted(2)
out.append((next(g), next(g)))
try:
    next(g)
except StopIteration as e:
    out.append(("returned", e.value))
try:
    next(g)
except StopIteration as e:
    out.append(("again", e.value))

def failing():
    yield "a"
    raise KeyError("k")

f = failing()
out.append(next(f))
try:
    next(f)
except KeyError as e:
    out.append(("raised", str(e)))
out.append(list(f))

c = counted(5)
out.append(next(c))
c.close()
out.append(list(c))
out.append(sum(x * x for x in counted(4)))
print(out)
out
