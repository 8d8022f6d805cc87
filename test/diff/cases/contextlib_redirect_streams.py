# contextlib.redirect_stdout / redirect_stderr: print(), sys.stdout/sys.stderr writes and pprint go to
# the file (any object with write) while the block runs, nested and re-entered, restored after a raise.
import io, sys
from contextlib import redirect_stdout, redirect_stderr
def noisy(n):
    print("working on", n)
    sys.stdout.write(f"raw {n}\n")
    print("warn", n, file=sys.stderr)
    return n * 2
buf, err = io.StringIO(), io.StringIO()
with redirect_stdout(buf) as f, redirect_stderr(err):
    r = noisy(3)
    print("inner", f is buf)
print("captured:", repr(buf.getvalue()), repr(err.getvalue()), r)
rs = redirect_stdout(io.StringIO())
with rs:
    print("a")
    with rs:
        print("b")
    print("c")
print("after")
class Collector:
    def __init__(self): self.parts = []
    def write(self, s): self.parts.append(s); return len(s)
c = Collector()
with redirect_stdout(c):
    print(1, 2, sep="-", end="!\n")
try:
    with redirect_stdout(io.StringIO()):
        print("lost")
        raise ValueError("boom")
except ValueError:
    pass
print(c.parts, "back")
import pprint
with redirect_stdout(io.StringIO()) as p:
    pprint.pprint({"k": [1, 2]})
print(repr(p.getvalue()))
[buf.getvalue().count("\n"), err.getvalue()]
