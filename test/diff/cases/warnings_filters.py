# warnings: python3's default filters, each action, filterwarnings' regexes and checks, and the
# text shown on stderr (captured with redirect_stderr; the file name before the first ":" and
# CPython's source line under it are dropped: a flow's file has no lines to show).
import contextlib
import io
import warnings


def shown(fn):
    buf = io.StringIO()
    with contextlib.redirect_stderr(buf):
        fn()
    lines = [l for l in buf.getvalue().splitlines() if not l.startswith("  ")]
    for l in lines:
        print("  shown:", l.split(":", 1)[1])
    if not lines:
        print("  shown: nothing")


print(warnings.filters)
print(warnings.defaultaction, warnings.onceregistry)


def twice():
    for i in range(2):
        warnings.warn("repeated")


print("default action, one place twice")
shown(twice)


def old_api():
    warnings.warn("old_api is deprecated", DeprecationWarning, stacklevel=2)


def deprecated_here():
    warnings.warn("deprecated inside", DeprecationWarning)


print("DeprecationWarning from the script's functions")
shown(lambda: old_api())
shown(deprecated_here)
shown(lambda: warnings.warn("pending", PendingDeprecationWarning))
shown(lambda: warnings.warn(RuntimeWarning("an instance"), UserWarning))


class AppWarning(UserWarning):
    pass


warnings.simplefilter("error", AppWarning)
try:
    warnings.warn("strict", AppWarning)
except UserWarning as w:
    print("caught", type(w).__name__, w, w.args)
shown(lambda: warnings.warn("plain user warning"))

warnings.filterwarnings("error", message="fail")
for text in ["fail now", "FAIL loudly", "do not fail"]:
    try:
        shown(lambda: warnings.warn(text))
    except UserWarning as w:
        print("error for", repr(str(w)))

warnings.filterwarnings("ignore", "quiet", category=RuntimeWarning)
shown(lambda: warnings.warn("quiet please", RuntimeWarning))
shown(lambda: warnings.warn("quiet please", UserWarning))

warnings.filterwarnings("ignore", module="__ma")
shown(lambda: warnings.warn("from main"))
warnings.filterwarnings("always", module="other")
print(warnings.filters[:4])
warnings.resetwarnings()
print("after reset", warnings.filters)


def each(action):
    warnings.resetwarnings()
    warnings.simplefilter(action)

    def run():
        for i in range(2):
            warnings.warn("same text")
            warnings.warn("same text")
        warnings.warn("other text")
    print(action)
    shown(run)
    shown(run)


for action in ["always", "default", "module", "once", "ignore"]:
    each(action)

warnings.resetwarnings()
warnings.simplefilter("always")
warnings.simplefilter("error", append=True)
warnings.simplefilter("always")
print(warnings.filters)
warnings.simplefilter("error", lineno=999)
shown(lambda: warnings.warn("not line 999"))

bad = [
    lambda: warnings.filterwarnings("bogus"),
    lambda: warnings.filterwarnings("error", message=5),
    lambda: warnings.filterwarnings("error", category=5),
    lambda: warnings.filterwarnings("error", category=int),
    lambda: warnings.filterwarnings("error", module=3),
    lambda: warnings.filterwarnings("error", lineno=-1),
    lambda: warnings.simplefilter("nope"),
    lambda: warnings.simplefilter("error", lineno="x"),
    lambda: warnings.warn("x", 5),
    lambda: warnings.warn("x", ValueError),
    lambda: warnings.warn("x", "s"),
]
for f in bad:
    try:
        f()
    except Exception as e:
        print(type(e).__name__, e)

warnings.resetwarnings()
warnings.filters.insert(0, ("bogus", None, Warning, None, 0))
try:
    warnings.warn("zz")
except RuntimeError as e:
    print(type(e).__name__, e)
warnings.resetwarnings()
print(warnings.formatwarning("m", UserWarning, "f.py", 3), end="")
print(repr(warnings.formatwarning(UserWarning("m"), UserWarning, "f.py", 3, "  code  ")))
buf = io.StringIO()
warnings.showwarning("to a file", FutureWarning, "lib.py", 7, file=buf)
print(repr(buf.getvalue()))
