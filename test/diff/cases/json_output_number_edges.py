# JSON tool answers whose numbers the host types by value or leaves to the guest's token scan:
# floats written with an integral value, ints past 2**53, -0, escapes, duplicate keys,
# empty containers. Each value's type and repr as CPython's json gives them.
for key in ["by-value", "integral-float", "big-int", "strings"]:
    v = mcp__kv__get(key=key)
    print(key, repr(v))
    print([type(x).__name__ for x in (v.values() if isinstance(v, dict) else v)])
