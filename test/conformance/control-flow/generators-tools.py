# Generator functions that call tools: the calls happen lazily, in CPython's order, and stop
# when the consumer stops.
# ---- pagination_for_break
# tools: {"page": [{"args": {"n": 0}, "output": {"json": {"items": [1, 2], "more": true}}}, {"args": {"n": 1}, "output": {"json": {"items": [3, 4], "more": true}}}, {"args": {"n": 2}, "output": {"json": {"items": [5], "more": false}}}]}
def items():
    n = 0
    while True:
        r = page(n=n)
        yield from r["items"]
        if not r["more"]:
            return
        n += 1
for x in items():
    print(x)
    if x == 3:
        break
# ---- pagination_all
# tools: {"page": [{"args": {"n": 0}, "output": {"json": {"items": [1, 2], "more": true}}}, {"args": {"n": 1}, "output": {"json": {"items": [3, 4], "more": true}}}, {"args": {"n": 2}, "output": {"json": {"items": [5], "more": false}}}]}
def items():
    n = 0
    while True:
        r = page(n=n)
        for it in r["items"]:
            yield it
        if not r["more"]:
            break
        n += 1
print(list(items()))
# ---- next_calls_one
# tools: {"fetch": [{"args": {"url": "a"}, "output": "A"}, {"args": {"url": "b"}, "output": "B"}, {"args": {"url": "c"}, "output": "C"}]}
def gen(urls):
    for u in urls:
        yield fetch(url=u)["text"]
g = gen(["a", "b", "c"])
print(next(g))
print(next(g))
# ---- interleaved_prints
# tools: {"fetch": [{"args": {"url": "a"}, "output": "A"}, {"args": {"url": "b"}, "output": "B"}]}
def gen(urls):
    for u in urls:
        print("fetching", u)
        yield fetch(url=u)["text"]
        print("after", u)
for t in gen(["a", "b"]):
    print("got", t)
# ---- any_short_circuit
# tools: {"fetch": [{"args": {"url": "a"}, "output": "no"}, {"args": {"url": "b"}, "output": "yes"}, {"args": {"url": "c"}, "output": "yes"}]}
def gen(urls):
    for u in urls:
        yield fetch(url=u)["text"] == "yes"
print(any(gen(["a", "b", "c"])))
# ---- all_short_circuit
# tools: {"fetch": [{"args": {"url": "a"}, "output": "yes"}, {"args": {"url": "b"}, "output": "no"}, {"args": {"url": "c"}, "output": "yes"}]}
def gen(urls):
    for u in urls:
        yield fetch(url=u)["text"] == "yes"
print(all(gen(["a", "b", "c"])))
# ---- genexp_over_tool_generator_any
# tools: {"fetch": [{"args": {"url": "a"}, "output": "no"}, {"args": {"url": "b"}, "output": "yes"}, {"args": {"url": "c"}, "output": "yes"}]}
def gen(urls):
    for u in urls:
        yield fetch(url=u)["text"]
print(any(t == "yes" for t in gen(["a", "b", "c"])))
# ---- sum_all
# tools: {"size": [{"args": {"n": 1}, "output": {"json": 10}}, {"args": {"n": 2}, "output": {"json": 20}}]}
def sizes():
    for n in [1, 2]:
        yield size(n=n)
print(sum(sizes()))
# ---- sorted_all
# tools: {"size": [{"args": {"n": 1}, "output": {"json": 30}}, {"args": {"n": 2}, "output": {"json": 20}}]}
def sizes():
    for n in [1, 2]:
        yield size(n=n)
print(sorted(sizes()))
# ---- join_all
# tools: {"fetch": [{"args": {"url": "a"}, "output": "A"}, {"args": {"url": "b"}, "output": "B"}]}
def gen():
    for u in "ab":
        yield fetch(url=u)["text"]
print("-".join(gen()))
# ---- tuple_and_list
# tools: {"fetch": [{"args": {"url": "a"}, "output": "A"}, {"args": {"url": "b"}, "output": "B"}, {"args": {"url": "a"}, "output": "A"}, {"args": {"url": "b"}, "output": "B"}]}
def gen():
    for u in "ab":
        yield fetch(url=u)["text"]
print(tuple(gen()), list(gen()))
# ---- send_to_tool_generator
# tools: {"fetch": [{"args": {"url": "a"}, "output": "A"}, {"args": {"url": "b"}, "output": "B"}]}
def gen():
    u = yield "ready"
    while u:
        u = yield fetch(url=u)["text"]
g = gen()
print(next(g))
print(g.send("a"))
print(g.send("b"))
# ---- close_tool_generator
# tools: {"fetch": [{"args": {"url": "a"}, "output": "A"}, {"args": {"url": "b"}, "output": "B"}]}
def gen():
    try:
        for u in "ab":
            yield fetch(url=u)["text"]
    finally:
        print("closed")
g = gen()
print(next(g))
g.close()
print(list(g))
# ---- tool_error_propagates
# tools: {"fetch": [{"args": {"url": "a"}, "output": "A"}, {"args": {"url": "b"}, "output": {"error": "down"}}]}
def gen():
    for u in "abc":
        yield fetch(url=u)["text"]
try:
    for t in gen():
        print(t)
except ToolError as e:
    print("error:", e)
# ---- tool_error_caught_inside
# tools: {"fetch": [{"args": {"url": "a"}, "output": {"error": "down"}}, {"args": {"url": "b"}, "output": "B"}]}
def gen():
    for u in "ab":
        try:
            yield fetch(url=u)["text"]
        except ToolError:
            yield "failed " + u
print(list(gen()))
# ---- helper_function_calls_tool
# tools: {"fetch": [{"args": {"url": "a"}, "output": "A"}, {"args": {"url": "b"}, "output": "B"}]}
def get(u):
    return fetch(url=u)["text"]
def gen():
    for u in "ab":
        yield get(u)
for t in gen():
    print(t)
    break
# ---- generator_in_function
# tools: {"fetch": [{"args": {"url": "a"}, "output": "A"}, {"args": {"url": "b"}, "output": "B"}, {"args": {"url": "c"}, "output": "C"}]}
def gen(urls):
    for u in urls:
        yield fetch(url=u)["text"]
def first_two():
    out = []
    for t in gen(["a", "b", "c"]):
        out.append(t)
        if len(out) == 2:
            return out
print(first_two())
# ---- yield_from_tool_generator
# tools: {"fetch": [{"args": {"url": "a"}, "output": "A"}, {"args": {"url": "b"}, "output": "B"}]}
def inner(u):
    r = fetch(url=u)["text"]
    yield r
    return r.lower()
def outer():
    x = yield from inner("a")
    y = yield from inner("b")
    yield x + y
print(list(outer()))
# ---- enumerate_zip_tool_generator
# tools: {"fetch": [{"args": {"url": "a"}, "output": "A"}, {"args": {"url": "b"}, "output": "B"}]}
def gen():
    for u in "ab":
        yield fetch(url=u)["text"]
for i, t in enumerate(gen()):
    print(i, t)
# ---- stop_iteration_value_tool
# tools: {"fetch": [{"args": {"url": "a"}, "output": "A"}]}
def gen():
    yield 1
    return fetch(url="a")["text"]
g = gen()
next(g)
try:
    next(g)
except StopIteration as e:
    print("value", e.value)
# ---- pep479_tool_generator
# tools: {"fetch": [{"args": {"url": "a"}, "output": "A"}]}
def gen():
    yield fetch(url="a")["text"]
    raise StopIteration
try:
    print(list(gen()))
except RuntimeError as e:
    print(e)
# ---- unpack_tool_generator
# tools: {"fetch": [{"args": {"url": "a"}, "output": "A"}, {"args": {"url": "b"}, "output": "B"}]}
def gen():
    for u in "ab":
        yield fetch(url=u)["text"]
a, b = gen()
print(a, b)
# ---- in_operator_stops
# tools: {"fetch": [{"args": {"url": "a"}, "output": "A"}, {"args": {"url": "b"}, "output": "B"}, {"args": {"url": "c"}, "output": "C"}]}
def gen():
    for u in "abc":
        yield fetch(url=u)["text"]
print("B" in gen())
# ---- for_else_tool_generator
# tools: {"fetch": [{"args": {"url": "a"}, "output": "A"}, {"args": {"url": "b"}, "output": "B"}]}
def gen():
    for u in "ab":
        yield fetch(url=u)["text"]
for t in gen():
    print(t)
else:
    print("exhausted")
# ---- dict_from_pairs_tool
# tools: {"fetch": [{"args": {"url": "a"}, "output": "A"}, {"args": {"url": "b"}, "output": "B"}]}
def gen():
    for u in "ab":
        yield u, fetch(url=u)["text"]
print(dict(gen()))
# ---- set_and_max_tool
# tools: {"size": [{"args": {"n": 1}, "output": {"json": 3}}, {"args": {"n": 2}, "output": {"json": 3}}, {"args": {"n": 1}, "output": {"json": 3}}, {"args": {"n": 2}, "output": {"json": 3}}]}
def sizes():
    for n in [1, 2]:
        yield size(n=n)
print(set(sizes()), sorted(sizes()))
