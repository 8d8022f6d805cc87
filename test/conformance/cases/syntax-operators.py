# Syntax: arithmetic, boolean operators, conditional expressions, walrus, lambda, star calls.
# ---- floor_mod_signs
for a, b in [(7, 3), (-7, 3), (7, -3), (-7, -3), (7.5, 2), (-7.5, 2)]:
    print(a // b, a % b, divmod(a, b))
# ---- true_division_types
print(4 / 2, type(4 / 2).__name__, 1 / 3, -1 / 3, 2**1000 / 2**999)
# ---- pow_assoc
print(2 ** 3 ** 2, -2 ** 2, (-2) ** 2, 2 ** -1)
# ---- zero_pow_neg
print(0 ** -1)
# ---- unary_chain
print(- - 5, not not 0, ~~7, -+-3)
# ---- and_or_operands
print(0 or "x", "" or [] or None, 1 and "y", 0 and 1/0, [] or {}, "a" and "b" and "c", None or 0)
# ---- short_circuit_calls
def t(v):
    print("t", v)
    return v
print(t(0) and t(1), t(1) or t(2), t(0) or t(0) or t(3))
# ---- not_precedence
print(not 1 == 2, not [], not None, (not 1) + 1)
# ---- conditional_expr
x = 5
print("big" if x > 3 else "small", 1 if 0 else 2 if 0 else 3, [i if i % 2 else -i for i in range(4)])
# ---- walrus
xs = [1, 5, 10]
if (n := len(xs)) > 2:
    print("n", n)
print([y for x in xs if (y := x * 2) > 4], y)
# ---- walrus_while
data = [3, 2, 1, 0, 5]
i = 0
while (v := data[i]) != 0:
    print(v)
    i += 1
# ---- lambda_forms
f = lambda: 1
g = lambda a, b=2, *c, **d: (a, b, c, d)
print(f(), g(1), g(1, 3, 4, k=5), (lambda *, k: k)(k=2), sorted([3, 1, 2], key=lambda v: -v))
# ---- lambda_closure_late_binding
fs = [lambda: i for i in range(3)]
gs = [lambda i=i: i for i in range(3)]
print([f() for f in fs], [g() for g in gs])
# ---- star_call_args
def f(a, b, c=0, *rest, **kw):
    return a, b, c, rest, kw
args = [1, 2]
kw = {"z": 9}
print(f(*args), f(*args, 3, 4, **kw), f(*[1], *[2, 3], x=1, **{"y": 2}), f(**{"a": 1, "b": 2}))
# ---- star_call_dup_kw
def f(**kw):
    return kw
f(a=1, **{"a": 2})
# ---- augmented_assign_all
x = 10
x += 5; x -= 3; x *= 2; x //= 5; x **= 3; x %= 7; x <<= 4; x >>= 1; x |= 3; x &= 14; x ^= 5
y = 7
y /= 2
print(x, y)
# ---- augmented_list_alias
a = [1]
b = a
a += [2]
print(a, b, a is b)
t = (1,)
u = t
t += (2,)
print(t, u)
# ---- augmented_subscript
d = {"k": 1}
d["k"] += 1
l = [1, 2]
l[-1] *= 10
print(d, l)
# ---- augmented_str_on_list
a = [1]
a += "bc"
print(a)
# ---- string_times_bool
print("ab" * True, [0] * False)
# ---- mixed_type_add_error
print([1] + "a")
# ---- none_add_error
None + 1
# ---- unsupported_unary
-"a"
# ---- int_str_mul_big
print("x" * 2**70)
# ---- bool_ops_on_sets
a = {1, 2}
print(a and {3}, {} or set())
# ---- chained_assign
a = b = c = []
a.append(1)
print(a, b, c, a is c)
# ---- swap
a, b = 1, 2
a, b = b, a
print(a, b)
# ---- is_identity_ints_strs
a = None
print(a is None, [] is [], () == (), "a" is not None)
