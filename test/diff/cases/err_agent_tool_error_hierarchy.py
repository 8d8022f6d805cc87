class FlowError(Exception):
    """Base for our errors."""

class NotFound(FlowError):
    def __init__(self, what, key):
        super().__init__(f"{what} {key!r} not found")
        self.what = what
        self.key = key

class RateLimited(FlowError):
    def __init__(self, retry_after: int):
        self.retry_after = retry_after
        super().__init__(retry_after)
    def __str__(self):
        return f"rate limited, retry in {self.retry_after}s"

def lookup(sku):
    try:
        r = inventory(sku=sku)
    except ToolError as e:
        msg = str(e)
        if "429" in msg:
            raise RateLimited(30) from e
        raise NotFound("sku", sku) from None
    return r["qty"]

for sku in ["A1", "B2", "C3"]:
    try:
        print(sku, lookup(sku))
    except FlowError as e:
        print(type(e).__name__, e, repr(e), isinstance(e, Exception), e.__cause__ is not None, e.__suppress_context__)
lookup("B2")
