# An exception raised in a ContextDecorator's __exit__ while the call fails ends the flow with the
# body's exception as its context, as `with` leaves it.
from contextlib import ContextDecorator

class Fails(ContextDecorator):
    def __enter__(self):
        return self
    def __exit__(self, typ, exc, tb):
        raise LookupError("from exit")

@Fails()
def body():
    {}["missing"]

body()
