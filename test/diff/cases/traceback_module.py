# traceback's format_exc/format_exception/format_exception_only/print_exception: the parts that match CPython's (no source lines in a flow).
import traceback
import io

class AppError(Exception):
    pass

def inner(x):
    return 1 / x

def outer(x):
    try:
        return inner(x)
    except ZeroDivisionError as e:
        raise AppError("wrapped") from e

try:
    1 / 0
except Exception:
    print(traceback.format_exc().splitlines()[-1])

try:
    outer(0)
except AppError as e:
    text = traceback.format_exc()
    print(text.splitlines()[-1], text.count("Traceback (most recent call last):"))
    print([l for l in text.splitlines() if not l.startswith(" ")])
    print(traceback.format_exception_only(e), traceback.format_exception_only(type(e), e))
    lines = traceback.format_exception(e)
    print(lines[-1], lines[0], "".join(lines) == text, [l for l in lines if not l.startswith(" ")])
    traceback.print_exc()
    traceback.print_exc(file=io.StringIO())
    buf = io.StringIO()
    traceback.print_exception(e, file=buf)
    print(buf.getvalue() == text)

print(repr(traceback.format_exc()))
print(traceback.format_exception_only(ValueError("x")), traceback.format_exception(KeyError("k")))
e = ValueError("noted")
e.add_note("a note")
print(traceback.format_exception_only(e), traceback.format_exception_only(ValueError()))
try:
    raise e
except ValueError:
    print(traceback.format_exc().splitlines()[-2:])
