# `match` (PEP 634): literal, capture, wildcard, value, sequence, mapping, class, or, as, guards.
# ---- literal_int_str
def f(x):
    match x:
        case 1:
            return "one"
        case "a":
            return "letter a"
        case 2.5:
            return "float"
        case _:
            return "other"
print([f(v) for v in [1, "a", 2.5, True, 1.0, "b"]])
# ---- singletons
def f(x):
    match x:
        case None:
            return "none"
        case True:
            return "true"
        case False:
            return "false"
        case 0:
            return "zero"
    return "nothing"
print([f(v) for v in [None, True, False, 0, 1]])
# ---- negative_and_complex_literals
def f(x):
    match x:
        case -1:
            return "minus one"
        case -2.5:
            return "minus float"
    return "no"
print(f(-1), f(-2.5), f(1))
# ---- string_concat_and_bytes
match "ab":
    case "a" "b":
        print("implicit concat")
# ---- capture_binds
match [1, 2]:
    case x:
        print(x)
# ---- capture_after_failed_case
command = "stop"
match command:
    case "go":
        print("go")
    case other:
        print("other is", other)
# ---- wildcard_no_bind
match 5:
    case _:
        print("any")
try:
    print(_)
except NameError as e:
    print(e)
# ---- no_case_matches
match 3:
    case 1:
        print("one")
print("no match is fine")
# ---- value_pattern_dotted
import math
def f(x):
    match x:
        case math.pi:
            return "pi"
        case math.e:
            return "e"
    return "?"
print(f(math.pi), f(3))
# ---- value_pattern_namedtuple_attr
import collections
Color = collections.namedtuple("Color", "RED GREEN")
c = Color(1, 2)
match 2:
    case c.RED:
        print("red")
    case c.GREEN:
        print("green")
# ---- sequence_exact
def f(x):
    match x:
        case []:
            return "empty"
        case [a]:
            return f"one {a}"
        case [a, b]:
            return f"two {a} {b}"
        case (a, b, c):
            return f"three {a} {b} {c}"
    return "many"
print([f(v) for v in [[], [1], (1, 2), [1, 2, 3], (1, 2, 3, 4)]])
# ---- sequence_star
def f(x):
    match x:
        case [first, *rest]:
            return (first, rest)
    return None
print(f([1, 2, 3]), f((4,)), f([]))
# ---- sequence_star_middle_and_end
match [1, 2, 3, 4, 5]:
    case [a, *mid, y, z]:
        print(a, mid, y, z)
match (1, 2):
    case (*head, last):
        print(head, last)
# ---- sequence_star_wildcard
match [1, 2, 3]:
    case [1, *_]:
        print("starts with 1")
# ---- sequence_not_str
def f(x):
    match x:
        case [a, b]:
            return "seq"
        case str():
            return "str"
    return "other"
print(f("ab"), f(["a", "b"]), f(b"ab"), f({"a": 1, "b": 2}))
# ---- sequence_range_and_tuple_types
match range(3):
    case [0, 1, 2]:
        print("range matches")
# ---- sequence_nested
match [(1, 2), [3, [4, 5]]]:
    case [(a, b), [c, [d, e]]]:
        print(a + b + c + d + e)
# ---- sequence_with_literals
def f(cmd):
    match cmd.split():
        case ["go", direction]:
            return "going " + direction
        case ["pick", "up", item]:
            return "picking " + item
        case ["quit" | "exit"]:
            return "bye"
        case _:
            return "unknown"
print([f(c) for c in ["go north", "pick up lamp", "exit", "dance"]])
# ---- sequence_iterator_not_sequence
def gen():
    yield 1
match gen():
    case [x]:
        print("no")
    case _:
        print("generators are not sequences")
# ---- mapping_basic
def f(x):
    match x:
        case {"type": "point", "x": px, "y": py}:
            return (px, py)
        case {"type": "circle", "r": r}:
            return r
    return None
print(f({"type": "point", "x": 1, "y": 2, "extra": 0}), f({"type": "circle", "r": 5}), f({"type": "circle"}))
# ---- mapping_rest
match {"a": 1, "b": 2, "c": 3}:
    case {"a": 1, **rest}:
        print(rest)
# ---- mapping_empty_matches_any_dict
match {"k": 1}:
    case {}:
        print("any mapping")
match []:
    case {}:
        print("no")
    case _:
        print("list is not a mapping")
# ---- mapping_int_keys_and_values
match {1: "one", 2: "two"}:
    case {1: "one", 2: v}:
        print(v)
# ---- mapping_value_key
import math
match {math.pi: "pi"}:
    case {math.pi: name}:
        print(name)
# ---- mapping_defaultdict_no_factory
import collections
d = collections.defaultdict(list)
match d:
    case {"missing": v}:
        print("no")
    case _:
        print("no default created", dict(d))
# ---- mapping_nested
event = {"user": {"name": "ann", "roles": ["admin", "dev"]}}
match event:
    case {"user": {"name": str(name), "roles": [*_, "root"] as roles}}:
        print("no")
    case {"user": {"name": str(name), "roles": ["admin", *others]}}:
        print(name, others)
# ---- class_builtin_types
def f(x):
    match x:
        case bool():
            return "bool"
        case int():
            return "int"
        case float():
            return "float"
        case str():
            return "str"
        case list():
            return "list"
        case dict():
            return "dict"
        case tuple():
            return "tuple"
    return "other"
print([f(v) for v in [True, 1, 1.5, "s", [1], {}, (1,), None]])
# ---- class_builtin_positional_self
def f(x):
    match x:
        case int(n) if n > 10:
            return f"big {n}"
        case int(n):
            return f"int {n}"
        case str(s):
            return f"str {s!r}"
    return "?"
print(f(5), f(50), f("x"))
# ---- class_positional_literal
match 3:
    case int(3):
        print("three")
# ---- class_too_many_positional
try:
    match 1:
        case int(1, 2):
            pass
except TypeError as e:
    print(e)
# ---- class_not_a_type
try:
    match 1:
        case len():
            pass
except TypeError as e:
    print(e)
# ---- class_keyword_attribute
match 1.5:
    case float(real=r, imag=i):
        print(r, i)
# ---- class_missing_attribute_no_match
match 1:
    case int(nope=1):
        print("no")
    case _:
        print("missing attribute means no match")
# ---- namedtuple_positional
import collections
Point = collections.namedtuple("Point", ["x", "y"])
def where(p):
    match p:
        case Point(0, 0):
            return "origin"
        case Point(0, y):
            return f"y axis {y}"
        case Point(x=x, y=0):
            return f"x axis {x}"
        case Point(x, y):
            return f"at {x},{y}"
print([where(Point(*xy)) for xy in [(0, 0), (0, 5), (3, 0), (1, 2)]])
# ---- namedtuple_as_sequence
import collections
Point = collections.namedtuple("Point", "x y")
match Point(1, 2):
    case (a, b):
        print(a, b)
# ---- namedtuple_too_many_positional
import collections
Point = collections.namedtuple("Point", "x y")
try:
    match Point(1, 2):
        case Point(1, 2, 3):
            pass
except TypeError as e:
    print(e)
# ---- or_pattern
def f(x):
    match x:
        case 1 | 2 | 3:
            return "small"
        case "a" | "b":
            return "ab"
        case [1, _] | [_, 1]:
            return "has one"
    return "other"
print([f(v) for v in [2, "b", [1, 9], [9, 1], [9, 9]]])
# ---- or_pattern_binds_same_names
match (2, "x"):
    case (1, v) | (2, v):
        print(v)
# ---- as_pattern
match [1, [2, 3]]:
    case [1, [2, _] as inner]:
        print(inner)
match 5:
    case (1 | 5) as n:
        print(n)
# ---- guard_false_continues
def f(x):
    match x:
        case [a, b] if a == b:
            return "pair"
        case [a, b]:
            return f"diff {a} {b}"
    return "?"
print(f([1, 1]), f([1, 2]))
# ---- guard_binds_even_when_false
match 5:
    case n if n > 10:
        print("big")
    case _:
        print("n is still", n)
# ---- guard_with_walrus
match [3, 4]:
    case [a, b] if (s := a + b) > 5:
        print(s)
# ---- match_subject_tuple_without_parens
a, b = 1, 2
match a, b:
    case (1, 2):
        print("tuple subject")
# ---- match_subject_evaluated_once
calls = []
def subject():
    calls.append(1)
    return 3
match subject():
    case 1:
        pass
    case 2:
        pass
    case 3:
        print("three", len(calls))
# ---- match_in_loop_with_break_continue
for x in [1, 2, 3, 4]:
    match x:
        case 2:
            continue
        case 4:
            break
    print(x)
# ---- match_return_in_function
def classify(x):
    match x:
        case {"kind": kind}:
            return kind
        case [*items]:
            return len(items)
    return None
print(classify({"kind": "k"}), classify([1, 2]), classify(3))
# ---- match_as_soft_keyword_names
match = 1
case = 2
print(match + case)
# ---- match_value_eq_semantics
match 1.0:
    case 1:
        print("1.0 == 1")
match 0:
    case False:
        print("no: singleton is identity")
    case _:
        print("False does not match 0")
# ---- match_dict_subject_sequence_pattern
match {"a": 1}:
    case [x]:
        print("no")
    case {"a": x}:
        print("mapping", x)
# ---- match_nested_capture_shadow
x = "outer"
match [1]:
    case [x]:
        pass
print(x)
# ---- match_exception_in_guard
try:
    match 1:
        case n if 1 / 0:
            pass
except ZeroDivisionError as e:
    print(e)
# ---- match_result_value
def f(x):
    match x:
        case [*_, last]:
            return last
f([1, 2, 3])
# ---- match_deque_sequence
import collections
match collections.deque([1, 2]):
    case [a, b]:
        print(a, b)
# ---- match_counter_mapping
import collections
match collections.Counter("aab"):
    case {"a": n}:
        print(n)
# ---- match_int_matches_bool_subject
match True:
    case int(v):
        print("bool is an int", v)
# ---- match_typeerror_unhashable_key
match {"a": 1}:
    case {"a": [1]}:
        print("no")
    case {"a": 1}:
        print("literal values compare")
# ---- match_tool_in_arm
# tools: {"fetch": [{"args": {"url": "b"}, "output": "B"}]}
def handle(cmd):
    match cmd.split():
        case ["get", url]:
            return fetch(url=url)["text"]
        case ["skip", *_]:
            return "skipped"
for c in ["skip a", "get b", "noop"]:
    print(handle(c))
# ---- match_on_tool_result
# tools: {"status": [{"args": {}, "output": {"json": {"state": "ready", "items": [1, 2]}}}]}
match status():
    case {"state": "ready", "items": [first, *_]}:
        print("ready", first)
    case {"state": "error", "message": msg}:
        print("error", msg)
# ---- match_guard_calls_tool
# tools: {"check": [{"args": {"n": 1}, "output": {"json": false}}, {"args": {"n": 2}, "output": {"json": true}}]}
for n in [1, 2]:
    match n:
        case int(v) if check(n=v):
            print("checked", v)
        case _:
            print("rejected", n)
# ---- match_only_matching_arm_calls
# tools: {"a": [{"args": {}, "output": "A"}], "b": [{"args": {}, "output": "B"}]}
match 2:
    case 1:
        print(a())
    case 2:
        print(b())
