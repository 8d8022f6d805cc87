# Values: laziness of generators, map and filter when they call tools (calls are observable).
# ---- genexp_var_next_calls_one
# tools: {"fetch": [{"args": {"url": "a"}, "output": "A"}, {"args": {"url": "b"}, "output": "B"}, {"args": {"url": "c"}, "output": "C"}]}
g = (fetch(url=u) for u in ["a", "b", "c"])
print(next(g)["text"])
print(next(g)["text"])
# ---- genexp_next_inline
# tools: {"fetch": [{"args": {"url": "a"}, "output": "A"}, {"args": {"url": "b"}, "output": "B"}]}
print(next(r for r in (fetch(url=u) for u in ["a", "b"]) if r["text"] == "A"))
# ---- any_tool_short_circuit
# tools: {"fetch": [{"args": {"url": "a"}, "output": "A"}, {"args": {"url": "b"}, "output": "B"}, {"args": {"url": "c"}, "output": "C"}]}
print(any(fetch(url=u)["text"] == "B" for u in ["a", "b", "c"]))
# ---- map_async_helper_next
# tools: {"fetch": [{"args": {"url": "a"}, "output": "A"}, {"args": {"url": "b"}, "output": "B"}]}
def get(u):
    return fetch(url=u)["text"]
m = map(get, ["a", "b"])
print(next(m))
# ---- map_async_helper_list
# tools: {"fetch": [{"args": {"url": "a"}, "output": "A"}, {"args": {"url": "b"}, "output": "B"}]}
def get(u):
    return fetch(url=u)["text"]
print(list(map(get, ["a", "b"])))
# ---- filter_async_predicate_next
# tools: {"fetch": [{"args": {"url": "a"}, "output": "no"}, {"args": {"url": "b"}, "output": "yes"}, {"args": {"url": "c"}, "output": "yes"}]}
def ok(u):
    return fetch(url=u)["text"] == "yes"
print(next(filter(ok, ["a", "b", "c"])))
# ---- genexp_tool_sum
# tools: {"size": [{"args": {"n": 1}, "output": {"json": 10}}, {"args": {"n": 2}, "output": {"json": 20}}]}
print(sum(size(n=i) for i in [1, 2]))
# ---- genexp_tool_for_loop_break
# tools: {"fetch": [{"args": {"url": "a"}, "output": "A"}, {"args": {"url": "b"}, "output": "B"}, {"args": {"url": "c"}, "output": "C"}]}
for r in (fetch(url=u) for u in ["a", "b", "c"]):
    if r["text"] == "B":
        break
print(r)
# ---- genexp_tool_zip_partial
# tools: {"fetch": [{"args": {"url": "a"}, "output": "A"}, {"args": {"url": "b"}, "output": "B"}, {"args": {"url": "c"}, "output": "C"}]}
print(list(zip([1], (fetch(url=u) for u in ["a", "b", "c"]))))
# ---- tool_positional_error
# tools: {"fetch": [{"args": {"url": "a"}, "output": "A"}]}
fetch("a")
# ---- tool_json_types
# tools: {"info": [{"args": {}, "output": {"json": {"n": 1, "f": 1.0, "big": 123456789012345678901234567890, "l": [true, null]}}}]}
r = info()
print(r, type(r["n"]).__name__, type(r["f"]).__name__, r["big"] + 1)
# ---- genexp_tool_for_loop_else
# tools: {"fetch": [{"args": {"url": "a"}, "output": "A"}, {"args": {"url": "b"}, "output": "B"}]}
for r in (fetch(url=u)["text"] for u in ["a", "b"] if u):
    print(r)
else:
    print("done")
# ---- genexp_tool_for_loop_error_midway
# tools: {"fetch": [{"args": {"url": "a"}, "output": "A"}, {"args": {"url": "b"}, "output": {"error": "down"}}, {"args": {"url": "c"}, "output": "C"}]}
try:
    for r in (fetch(url=u) for u in ["a", "b", "c"]):
        print(r["text"])
except ToolError as e:
    print("stopped:", e)
# ---- genexp_tool_for_in_function_return
# tools: {"fetch": [{"args": {"url": "a"}, "output": "A"}, {"args": {"url": "b"}, "output": "B"}]}
def first_b(urls):
    for r in (fetch(url=u) for u in urls):
        if r["text"] == "B":
            return r["text"]
    return None
print(first_b(["a", "b", "a"]))
# ---- genexp_tool_for_range_break
# tools: {"fetch": [{"args": {"url": "0"}, "output": "A"}, {"args": {"url": "1"}, "output": "B"}, {"args": {"url": "2"}, "output": "C"}]}
for r in (fetch(url=str(i)) for i in range(3)):
    print(r["text"])
    if r["text"] == "B":
        break
# ---- genexp_tool_for_nested_continue_else
# tools: {"fetch": [{"args": {"url": "x1"}, "output": "A"}, {"args": {"url": "x2"}, "output": "B"}, {"args": {"url": "y1"}, "output": "C"}]}
for r in (fetch(url=a + b) for a in "xy" for b in "12" if a + b != "y2"):
    print(r)
    if r["text"] == "B":
        continue
    print("after")
else:
    print("else")
# ---- genexp_tool_for_in_async_def_unpack
# tools: {"fetch": [{"args": {"url": "a"}, "output": "A"}, {"args": {"url": "b"}, "output": "B"}]}
async def main():
    out = []
    for k, r in ((u, fetch(url=u)) for u in ["a", "b"]):
        out.append((k, r["text"]))
    return out
print(await main())
# ---- genexp_tool_for_error_after_first
# tools: {"fetch": [{"args": {"url": "a"}, "output": "A"}]}
for r in (fetch(url=u) for u in ["a", "zz"]):
    print(r)
# ---- genexp_over_tool_generator_returned_from_function
# tools: {"fetch": [{"args": {"url": "0"}, "output": "p0"}, {"args": {"url": "1"}, "output": "p1"}, {"args": {"url": "2"}, "output": "p2"}]}
def pages():
    for i in range(3):
        yield fetch(url=str(i))["text"]
def titles():
    return (p.upper() for p in pages())
t = titles()
print("made")
print(next(t))
for i, x in enumerate(x * 2 for x in [1, 2, 3]):
    print(i, x)
# ---- genexp_tool_consumers_stay_in_order
# tools: {"fetch": [{"args": {"url": "a"}, "output": "A"}, {"args": {"url": "b"}, "output": "B"}]}
g = (fetch(url=u)["text"] for u in "ab")
print(list(enumerate(g)), sum(len(fetch(url=u)["text"]) for u in "ab"), sorted(fetch(url=u)["text"] for u in "ba"))
print(dict((u, fetch(url=u)["text"]) for u in "ab"), "-".join(fetch(url=u)["text"] for u in "ab"))
print(max(fetch(url=u)["text"] for u in "ab"), min((fetch(url=u)["text"] for u in "ab"), default=0), tuple(zip((fetch(url=u)["text"] for u in "ab"), "x")))
a, b = (fetch(url=u)["text"] for u in "ab")
print(a, b, [*(fetch(url=u)["text"] for u in "ab")], "A" in (fetch(url=u)["text"] for u in "ab"))
