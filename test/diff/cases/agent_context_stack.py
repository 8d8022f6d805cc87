from contextlib import contextmanager, suppress, ExitStack, nullcontext

@contextmanager
def session(name):
    sid = open_session(name=name)["id"]
    print("open", sid)
    try:
        yield sid
    except LookupError as e:
        print("session saw", repr(e))
        raise
    finally:
        close_session(id=sid)
        print("closed", sid)

with session("a") as s1, session("b") as s2:
    print("using", s1, s2)
with suppress(KeyError):
    with session("c"):
        {}["k"]
print("after suppress")
with ExitStack() as stack:
    ids = [stack.enter_context(session(n)) for n in ["d", "e"]]
    stack.callback(print, "callback ran")
    print("ids", ids)
with nullcontext(5) as v:
    print("null", v)
"ok"
