# dict(k=v, ...) of the builtin with keywords only, built as the display {"k": v, ...}: values
# evaluated in order (each may print or raise), an empty dict(), Unicode keyword names (NFKC),
# a tool call among the values, and the calls that stay calls: ** unpacking, a positional
# argument, a rebound or shadowed dict.
def loud(tag, value):
    print("evaluating", tag)
    return value
d = dict(first=loud("first", 1), second=loud("second", [2]), third=loud("third", "x"))
print(d, list(d), dict(), type(dict()) is dict, dict(z=d["first"] + 1))
d["fourth"] = 4
print(d, len(d), dict(ﬁle=1, ǅ=2))
extra = {"k": 1}
print(dict(**extra), dict(a=1, **extra), dict([("p", 1)], q=2), dict(extra, r=3))
try:
    dict(a=1, b=loud("b", 1) // 0, c=loud("c", 3))
except ZeroDivisionError as e:
    print("ZeroDivisionError", e)
fetched = dict(readme=read(path="README.md")["text"][:5], size=len(read(path="README.md")["text"]))
print(fetched)
def shadowed(dict):
    return dict(a=1)
print(shadowed(lambda **kw: sorted(kw)))
def local():
    dict = lambda **kw: "own " + ",".join(kw)
    return dict(x=1, y=2)
print(local(), [dict(i=i, sq=i * i) for i in range(3)])
