# A generator whose body calls tools, consumed by unpacking, `in`, `*` and the builtins that take
# an iterable: each makes exactly CPython's calls, in order (unpacking pulls one value past its
# targets, `in` stops at the first equal value).
# ---- unpack_exact
# tools: {"fetch": [{"args": {"n": 0}, "output": "p0"}, {"args": {"n": 1}, "output": "p1"}, {"args": {"n": 2}, "output": "p2"}]}
def pages(k):
    for i in range(k):
        print("asking", i)
        yield fetch(n=i)["text"]
a, b, c = pages(3)
print(a, b, c)
# ---- unpack_too_many_stops_one_past
# tools: {"fetch": [{"args": {"n": 0}, "output": "p0"}, {"args": {"n": 1}, "output": "p1"}, {"args": {"n": 2}, "output": "p2"}]}
def pages(k):
    for i in range(k):
        yield fetch(n=i)["text"]
try:
    a, b = pages(5)
except ValueError as e:
    print(e)
# ---- unpack_not_enough
# tools: {"fetch": [{"args": {"n": 0}, "output": "p0"}, {"args": {"n": 1}, "output": "p1"}]}
def pages(k):
    for i in range(k):
        yield fetch(n=i)["text"]
try:
    a, b, c = pages(2)
except ValueError as e:
    print(e)
# ---- unpack_starred
# tools: {"fetch": [{"args": {"n": 0}, "output": "p0"}, {"args": {"n": 1}, "output": "p1"}, {"args": {"n": 2}, "output": "p2"}]}
def pages(k):
    for i in range(k):
        yield fetch(n=i)["text"]
first, *rest = pages(3)
*init, last = pages(1)
print(first, rest, init, last)
# ---- unpack_in_function_and_for_target
# tools: {"fetch": [{"args": {"n": 0}, "output": "p0"}, {"args": {"n": 1}, "output": "p1"}]}
def pairs():
    for i in range(2):
        yield i, fetch(n=i)["text"]
def run():
    (i0, t0), (i1, t1) = pairs()
    return t0 + t1
print(run())
# ---- in_stops_at_match
# tools: {"fetch": [{"args": {"n": 0}, "output": "p0"}, {"args": {"n": 1}, "output": "p1"}, {"args": {"n": 2}, "output": "p2"}]}
def pages():
    for i in range(3):
        print("asking", i)
        yield fetch(n=i)["text"]
print("p1" in pages())
print("zz" not in pages())
# ---- in_inside_condition
# tools: {"fetch": [{"args": {"n": 0}, "output": "p0"}, {"args": {"n": 1}, "output": "p1"}]}
def pages():
    for i in range(2):
        yield fetch(n=i)["text"]
if "p0" in pages():
    print("found")
# ---- max_min_sum
# tools: {"size": [{"args": {"n": 0}, "output": {"json": 5}}, {"args": {"n": 1}, "output": {"json": 2}}, {"args": {"n": 2}, "output": {"json": 9}}]}
def sizes():
    for i in range(3):
        yield size(n=i)
print(max(sizes()), min(sizes()), sum(sizes()), sum(sizes(), 10))
print(max(sizes(), key=lambda s: -s), min(sizes(), default=0))
# ---- sorted_set_tuple_dict
# tools: {"fetch": [{"args": {"n": 0}, "output": "b"}, {"args": {"n": 1}, "output": "a"}]}
def pages():
    for i in range(2):
        yield fetch(n=i)["text"]
print(sorted(pages()), tuple(pages()), sorted(set(pages())))
print(dict((p, len(p)) for p in pages()))
print(dict.fromkeys(pages()), "-".join(pages()))
# ---- star_display_and_call
# tools: {"fetch": [{"args": {"n": 0}, "output": "p0"}, {"args": {"n": 1}, "output": "p1"}]}
def pages():
    for i in range(2):
        yield fetch(n=i)["text"]
def f(*args):
    return args
print([*pages(), "x"], (*pages(),), f(*pages()))
print(*pages(), sep="|")
# ---- enumerate_zip_equal_lengths
# tools: {"fetch": [{"args": {"n": 0}, "output": "p0"}, {"args": {"n": 1}, "output": "p1"}]}
def pages():
    for i in range(2):
        yield fetch(n=i)["text"]
print(list(enumerate(pages(), 1)))
print(list(zip("ab", pages())))
# ---- any_all_stop
# tools: {"fetch": [{"args": {"n": 0}, "output": "p0"}, {"args": {"n": 1}, "output": ""}, {"args": {"n": 2}, "output": "p2"}]}
def pages():
    for i in range(3):
        print("asking", i)
        yield fetch(n=i)["text"]
print(all(pages()))
print(any(p == "p0" for p in pages()))
# ---- error_midway_in_max
# tools: {"fetch": [{"args": {"n": 0}, "output": "p0"}, {"args": {"n": 1}, "output": {"error": "down"}}]}
def pages():
    for i in range(3):
        yield fetch(n=i)["text"]
try:
    print(max(pages()))
except ToolError as e:
    print("failed:", e)
# ---- unpack_error_midway
# tools: {"fetch": [{"args": {"n": 0}, "output": "p0"}, {"args": {"n": 1}, "output": {"error": "down"}}]}
def pages():
    for i in range(3):
        yield fetch(n=i)["text"]
a, b, c = pages()
# ---- enumerate_break_stops_asking
# tools: {"fetch": [{"args": {"n": 0}, "output": "p0"}, {"args": {"n": 1}, "output": "p1"}, {"args": {"n": 2}, "output": "p2"}, {"args": {"n": 3}, "output": "p3"}]}
def pages():
    n = 0
    while True:
        print("asking", n)
        yield fetch(n=n)["text"]
        n += 1
for i, p in enumerate(pages(), 10):
    print(i, p)
    if i == 11:
        break
print(next(enumerate(pages())))
# ---- zip_stops_at_shortest
# tools: {"fetch": [{"args": {"n": 0}, "output": "p0"}, {"args": {"n": 1}, "output": "p1"}, {"args": {"n": 2}, "output": "p2"}, {"args": {"n": 3}, "output": "p3"}]}
def pages():
    for n in range(4):
        print("asking", n)
        yield fetch(n=n)["text"]
for a, b in zip(pages(), "xy"):
    print(a, b)
for a, b in zip("x", pages()):
    print(a, b)
print(list(zip(pages(), range(1))))
# ---- zip_strict_tool_generator
# tools: {"fetch": [{"args": {"n": 0}, "output": "p0"}, {"args": {"n": 1}, "output": "p1"}, {"args": {"n": 2}, "output": "p2"}]}
def pages(k):
    for n in range(k):
        yield fetch(n=n)["text"]
try:
    for a, b in zip("ab", pages(3), strict=True):
        print(a, b)
except ValueError as e:
    print("ValueError", e)
try:
    print(list(zip(pages(1), "ab", strict=True)))
except ValueError as e:
    print("ValueError", e)
# ---- map_filter_sync_function_break
# tools: {"fetch": [{"args": {"n": 0}, "output": "p0"}, {"args": {"n": 1}, "output": ""}, {"args": {"n": 2}, "output": "p2"}, {"args": {"n": 3}, "output": "p3"}]}
def pages():
    for n in range(4):
        print("asking", n)
        yield fetch(n=n)["text"]
for s in map(str.upper, pages()):
    print(s)
    if s == "P0":
        break
for s in filter(None, pages()):
    print(s)
    if s == "p2":
        break
print(next(map(len, pages())), next(filter(None, pages())))
# ---- iter_of_tool_generator_break
# tools: {"fetch": [{"args": {"n": 0}, "output": "p0"}, {"args": {"n": 1}, "output": "p1"}, {"args": {"n": 2}, "output": "p2"}]}
def pages():
    for n in range(3):
        print("asking", n)
        yield fetch(n=n)["text"]
g = pages()
print(iter(g) is g)
for p in iter(g):
    print(p)
    break
print(next(g))
# ---- reversed_tool_generator_makes_no_call
# tools: {"fetch": [{"args": {"n": 0}, "output": "p0"}]}
def pages():
    print("asking")
    yield fetch(n=0)["text"]
try:
    reversed(pages())
except TypeError as e:
    print("TypeError", e)
