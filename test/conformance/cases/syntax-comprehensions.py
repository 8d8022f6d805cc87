# Syntax: list/dict/set comprehensions and generator expressions with nested for and if.
# ---- list_nested_if
print([(i, j) for i in range(4) if i % 2 for j in range(i) if j != 1])
# ---- dict_comp
print({k: v for k, v in zip("abc", range(3)) if v}, {x % 3: x for x in range(10)})
# ---- set_comp
print(sorted({x % 4 for x in range(20)}), {c for c in "aab"} == {"a", "b"})
# ---- nested_comp
m = [[i * j for j in range(3)] for i in range(3)]
print(m, [x for row in m for x in row if x])
# ---- comp_scope_isolated
x = "outer"
print([x for x in range(3)], x)
# ---- comp_closure_outer
n = 10
def f():
    k = 2
    return [n * k + i for i in range(3)]
print(f())
# ---- comp_uses_function_local_in_nested
def g():
    base = [1, 2]
    return [[b + i for b in base] for i in range(2)]
print(g())
# ---- dict_comp_key_collision
print({(1 if i else True): i for i in range(2)})
# ---- comp_with_walrus
total = 0
vals = [total := total + v for v in [1, 2, 3]]
print(vals, total)
# ---- comp_error_propagates
print([1 // x for x in [1, 0]])
# ---- comp_cond_expr
print([("even" if i % 2 == 0 else "odd") for i in range(3)])
# ---- comp_over_dict_items_sorted
d = {"b": 2, "a": 1}
print([f"{k}={v}" for k, v in sorted(d.items())])
# ---- comp_unpack_star
pairs = [(1, [2, 3]), (4, [5])]
print([a + sum(b) for a, b in pairs], [[*b, a] for a, b in pairs])
# ---- genexp_nested_lazy_outer
print(list(x + y for x in "ab" for y in "12"))
# ---- comp_string_chars
print([c.upper() for c in "héllo" if c not in "l"])
# ---- set_comp_unhashable
print({[x] for x in range(2)})
# ---- dict_comp_from_enumerate
print({i: c for i, c in enumerate("xyz", start=1)})
