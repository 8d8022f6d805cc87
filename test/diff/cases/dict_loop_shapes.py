# `for` loops with no `for` inside walk a dict with JS `for...of` and everything else as before
# (emit-loop.ts): both forms with break, continue, else, return, yield and exceptions, a size
# change on the last step, OrderedDict, Counter and special keys, and a loop with a `for` inside.
from collections import OrderedDict, Counter

def grow_then_break():
    g = {1: 1, 2: 2}
    for k in g:
        g[k + 10] = 0
        break
    return g

def grow_on_last():
    g = {1: 1, 2: 2}
    for k in g:
        if k == 2:
            g[3] = 3
    return g

def shrink_on_last():
    g = {1: 1, 2: 2}
    for k in g:
        if k == 2:
            del g[1]
    return g

def grow_then_else():
    g = {1: 1}
    for k in g:
        g[2] = 2
    else:
        print("else ran")
    return g

def else_and_continue():
    out = []
    for k in {"a": 1, "b": 2, "c": 3}:
        if k == "b":
            continue
        out.append(k)
    else:
        out.append("else")
    return out

def break_skips_else():
    for k in {"a": 1, "b": 2}:
        if k == "a":
            break
    else:
        return "else"
    return "broke at " + k

def returns_inside():
    for k in {"x": 1, "y": 2}:
        if k == "y":
            return k
    return None

def raises_inside():
    try:
        for k in {"x": 1, "y": 0}:
            1 / {"x": 1, "y": 0}[k]
    except ZeroDivisionError as e:
        return "caught " + k + " " + str(e)

def gen(d):
    for k in d:
        yield k, d[k]

def nested_for(d):
    out = []
    for k in d:
        for c in k:
            out.append(c)
    return out

def not_dicts():
    out = []
    for x in [1, 2]:
        out.append(x)
    for x in (3, 4):
        out.append(x)
    for x in "ab":
        out.append(x)
    for x in sorted({5, 6}):
        out.append(x)
    for x in range(7, 9):
        out.append(x)
    for x in iter([9, 10]):
        out.append(x)
    for x in {"k": 1}.values():
        out.append(x)
    for x in {"k": 1}.items():
        out.append(x)
    lst = [1, 2, 3]
    for x in lst:
        if x == 1:
            lst.append(4)
        out.append(x)
    return out

for label, body in [("grow_then_break", grow_then_break), ("grow_on_last", grow_on_last),
                    ("shrink_on_last", shrink_on_last), ("grow_then_else", grow_then_else),
                    ("else_and_continue", else_and_continue), ("break_skips_else", break_skips_else),
                    ("returns_inside", returns_inside), ("raises_inside", raises_inside),
                    ("not_dicts", not_dicts)]:
    try:
        print(label, body())
    except RuntimeError as e:
        print(label, "RuntimeError", e)

print(list(gen({"a": 1, "b": 2})))
print(nested_for({"ab": 1, "cd": 2}))
for k in OrderedDict(b=1, a=2):
    print("od", k)
for k in Counter("abca"):
    print("counter", k)
m = {True: "t", 1.5: "f", (1, 2): "p", 2: "i", None: "n"}
for k in m:
    print(type(k).__name__, k, m[k])
total = 0
for k in {str(i): i for i in range(50)}:
    total += len(k)
total
