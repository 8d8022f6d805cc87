# Statements: if/elif/else, for/else, while/else, break, continue, pass, assert, del.
# ---- if_elif_else
for x in [-1, 0, 1, 5]:
    if x < 0:
        print("neg")
    elif x == 0:
        print("zero")
    elif x < 3:
        print("small")
    else:
        print("big")
# ---- for_else_no_break
for i in range(3):
    pass
else:
    print("else ran", i)
# ---- for_else_break
for i in range(5):
    if i == 2:
        break
else:
    print("not printed")
print(i)
# ---- while_else
n = 3
while n:
    n -= 1
else:
    print("while else", n)
while True:
    break
else:
    print("never")
# ---- continue_nested
out = []
for i in range(3):
    for j in range(3):
        if j == i:
            continue
        if j > 1:
            break
        out.append((i, j))
print(out)
# ---- for_over_empty_keeps_var
x = "kept"
for x in []:
    pass
print(x)
# ---- for_modifying_list
a = [1, 2, 3]
for v in a:
    if v == 1:
        a.remove(v)
print(a)
# ---- for_append_during
a = [1]
for v in a:
    if len(a) < 4:
        a.append(v + 1)
print(a)
# ---- loop_var_after
for i in range(10):
    pass
print(i)
# ---- assert_pass_fail
assert 1 == 1, "fine"
assert [] == [], "fine"
try:
    assert 1 > 2, "custom message"
except AssertionError as e:
    print("caught", e, e.args)
assert False
# ---- assert_with_value
x = 3
assert x < 0, f"x was {x}"
# ---- pass_everywhere
def f():
    pass
if True:
    pass
print(f())
# ---- range_loop_negative_step
print([i for i in range(10, -10, -4)], list(range(5, 0)))
# ---- range_loop_bigint
for i in range(2**64, 2**64 + 2):
    print(i)
# ---- while_with_counter
i = 0
total = 0
while i < 100:
    i += 1
    if i % 3:
        continue
    total += i
print(total)
# ---- nested_break_else
for a in range(3):
    for b in range(3):
        if a * b == 2:
            break
    else:
        continue
    print("found", a, b)
    break
# ---- truthiness_conditions
for v in [0, 0.0, "", [], {}, set(), None, "0", [0], 0.1]:
    print(repr(v), "T" if v else "F")
# ---- loop_over_range_modify_var
for i in range(3):
    i += 10
    print(i)
# ---- name_error
print(undefined_name)
# ---- unbound_local
x = 1
def f():
    print(x)
    x = 2
f()
