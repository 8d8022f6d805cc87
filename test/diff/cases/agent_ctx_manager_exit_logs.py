class Step:
    def __init__(self, name):
        self.name = name
    def __enter__(self):
        log_event(msg=f"start {self.name}")
        return self
    def __exit__(self, exc_type, exc, tb):
        if exc_type is None:
            log_event(msg=f"done {self.name}")
        else:
            log_event(msg=f"fail {self.name}: {exc_type.__name__}: {exc}")
        return exc_type is KeyError

with Step("load") as s:
    print("in", s.name)
with Step("parse"):
    {}["missing"]
print("after parse")
try:
    with Step("save"):
        raise ValueError("disk full")
except ValueError as e:
    print("caught", e)
"end"
