# warnings.catch_warnings: recording (WarningMessage fields), the filters restored on exit, a
# script's own showwarning / formatwarning, and "error" inside the block.
import contextlib
import io
import warnings


def deprecated_helper(x):
    warnings.warn(f"deprecated_helper({x}) is deprecated", DeprecationWarning, stacklevel=2)
    return x * 2


with warnings.catch_warnings(record=True) as log:
    warnings.simplefilter("always")
    print(deprecated_helper(3))
    warnings.warn("second", UserWarning)
    warnings.warn(ResourceWarning("third"))
    print(type(log).__name__, len(log))
    for w in log:
        print(w.category.__name__, repr(w.message), w.lineno, w.line, w.file, w.source, w._category_name)
        print(issubclass(w.category, Warning), isinstance(w.message, w.category), str(w.message))
    print(len(warnings.filters), warnings.filters[0])
print(len(warnings.filters), warnings.filters[0])

with warnings.catch_warnings(record=True) as log:
    deprecated_helper(1)
    warnings.warn("ignored outside __main__?", PendingDeprecationWarning)
    print("default filters record", [(w.category.__name__, str(w.message)) for w in log])

with warnings.catch_warnings():
    warnings.simplefilter("error")
    try:
        deprecated_helper(5)
    except DeprecationWarning as e:
        print("raised", type(e).__name__, e)
    try:
        warnings.warn("boom")
    except UserWarning as e:
        print("raised", repr(e))
print("restored", warnings.filters[0])

with warnings.catch_warnings(record=True, action="ignore", category=UserWarning) as log:
    warnings.warn("dropped")
    warnings.warn("kept", FutureWarning)
    print(warnings.filters[0], [str(w.message) for w in log])

with warnings.catch_warnings(record=True) as outer:
    warnings.simplefilter("always")
    with warnings.catch_warnings(record=True) as inner:
        warnings.warn("inner one")
    warnings.warn("outer one")
    print([str(w.message) for w in outer], [str(w.message) for w in inner])

cw = warnings.catch_warnings(record=True)
print(cw, warnings.catch_warnings())
cw.__enter__()
try:
    cw.__enter__()
except RuntimeError as e:
    print(e)
cw.__exit__(None, None, None)
try:
    warnings.catch_warnings().__exit__(None, None, None)
except RuntimeError as e:
    print(e)

msg = warnings.WarningMessage(UserWarning("hello"), UserWarning, "lib.py", 12)
print(str(msg))
print(msg.message, msg.category, msg.filename, msg.lineno, msg.file, msg.line, msg.source)
print(str(warnings.WarningMessage("text", None, "f", 1, line="x = 1")))

seen = []


def my_showwarning(message, category, filename, lineno, file=None, line=None):
    seen.append((str(message), category.__name__, lineno, file, line))


with warnings.catch_warnings():
    warnings.simplefilter("always")
    warnings.showwarning = my_showwarning
    warnings.warn("to my hook")
    deprecated_helper(2)
print(seen)
print(warnings.showwarning is my_showwarning, warnings.showwarning.__name__)


def my_format(message, category, filename, lineno, line=None):
    return f"[{category.__name__}] {message} @ {lineno}\n"


buf = io.StringIO()
with warnings.catch_warnings(), contextlib.redirect_stderr(buf):
    warnings.simplefilter("always")
    warnings.formatwarning = my_format
    warnings.warn("custom format")
    warnings.warn("twice formatted", SyntaxWarning)
warnings.formatwarning = warnings._formatwarning_orig
print(repr(buf.getvalue()))

with warnings.catch_warnings(record=True) as log:
    warnings.simplefilter("always")
    warnings.showwarning("direct", UserWarning, "x.py", 3)
    print([(str(w.message), w.filename, w.lineno) for w in log])

with warnings.catch_warnings(record=True) as log:
    warnings.simplefilter("default")
    for i in range(3):
        warnings.warn("loop", UserWarning)
    warnings.warn_explicit("explicit", UserWarning, "mod.py", 40)
    warnings.warn_explicit("explicit", UserWarning, "mod.py", 40)
    reg = {}
    warnings.warn_explicit("reg", RuntimeWarning, "mod.py", 41, registry=reg)
    warnings.warn_explicit("reg", RuntimeWarning, "mod.py", 41, registry=reg)
    print([(str(w.message), w.category.__name__, w.filename, w.lineno) for w in log if w.filename == "mod.py"])
    print(len(log), sorted(str(k) for k in reg))
