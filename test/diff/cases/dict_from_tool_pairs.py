# dict(x) of a lazy generator whose steps call a tool, passed as a variable and directly: the
# pairs read in order, each tool call made once, as CPython.
gen = ((read(path="notes.txt")["text"], k) for k in (1, 2))
print(dict(gen))
lazy = ((k, len(read(path="notes.txt")["text"])) for k in "ab")
for i in range(2):
    print(dict(lazy), dict([("x", i)]), dict({"i": i}))
