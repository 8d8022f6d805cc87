# xs[k] checks the key's type before the container's: int keys on lists, tuples and dicts,
# str keys on dicts, and keys that miss.
xs = [10, 20, 30]
t = (1, 2)
d = {"a": 1, 2: "two", (1, 2): "pair", True: "bool"}
print(xs[0], xs[2], xs[-1], t[1], d["a"], d[2], d[1, 2], d[True], d[1], d[1.0])
s = "héllo\U0001F600"
print(s[1], s[-1], s[5])
n = 0
for k in d:
    n += len(str(d[k]))
print(n)
try:
    print(xs[3])
except IndexError as e:
    print("IndexError", e)
try:
    print(d["zz"])
except KeyError as e:
    print("KeyError", e)
try:
    print(xs["0"])
except TypeError as e:
    print("TypeError", e)
n
