# The calls log keeps the ints the script passed exactly (2**63 - 1 is not 9223372036854776000),
# at any depth of the arguments, beside ordinary numbers.
a = mcp__db__lookup(id=2**63 - 1, tags={"n": [2**53 + 1, -(10**30)], "f": 1.5, "s": "12345678901234567"})
b = mcp__db__lookup(id=9007199254740993, tags={})
c = mcp__db__lookup(id=7, tags={"big": 10**40})
print(a, b, c)
[2**63 - 1, a]
