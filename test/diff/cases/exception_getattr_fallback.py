# An exception class with a __getattr__ fallback: BaseException's own attributes (args, the
# OSError fields, __cause__, __context__, notes) are found before it, as CPython's data descriptors are.
class Flexible(Exception):
    def __getattr__(self, name):
        return "fallback-" + name


class NotFound(OSError):
    def __getattr__(self, name):
        return f"<{name}>"


class Lookup(KeyError):
    def __getattr__(self, name):
        if name.startswith("x"):
            raise AttributeError(name)
        return name.upper()


e = Flexible("a", 1)
print(e.args, e.anything, str(e), repr(e), e.__cause__, e.__context__, e.__suppress_context__)
try:
    e.add_note("checked")
except TypeError as err:
    print("TypeError", err)
print(getattr(e, "missing"), hasattr(e, "other"))
o = OSError("plain")
o.add_note("a note")
o.__notes__.append("another")
print(o.__notes__)
class Noted(Exception):
    def __getattr__(self, name):
        if name == "__notes__":
            return ["preset"]
        raise AttributeError(name)
n = Noted()
n.add_note("x")
print(n.__notes__, n.args)
try:
    try:
        raise ValueError("inner")
    except ValueError as inner:
        raise Flexible("outer") from inner
except Flexible as outer:
    print(repr(outer.__cause__), repr(outer.__context__), outer.__suppress_context__, outer.detail)
o = NotFound(2, "No such file", "data.csv")
print(o.errno, o.strerror, o.filename, o.filename2, o.args, o.extra, str(o))
o = NotFound("plain")
print(o.errno, o.strerror, o.filename, o.args, o.custom)
k = Lookup("key")
print(k.args, k.name, hasattr(k, "xray"), str(k))
try:
    k.xray
except AttributeError as err:
    print("AttributeError", err)
