# An exception class's __str__ / __repr__ that builds on super()'s (BaseException's, KeyError's).
class AppError(Exception):
    code = 500

    def __init__(self, message: str, *, detail: str | None = None):
        super().__init__(message)
        self.detail = detail

    def __str__(self):
        base = super().__str__()
        return f"[{self.code}] {base}" + (f" ({self.detail})" if self.detail else "")

    def __repr__(self):
        return "App:" + super().__repr__()


class NotFoundError(AppError):
    code = 404


class Wrapped(NotFoundError):
    def __str__(self):
        return "wrapped " + super().__str__()


class MissingKey(KeyError):
    def __str__(self):
        return "missing " + super().__str__()


def call(endpoint):
    try:
        return api(endpoint=endpoint)
    except ToolError as e:
        raise NotFoundError(f"{endpoint} missing", detail=str(e)) from e


try:
    call("ghost")
except AppError as e:
    print(f"{e} / {e!r} / {type(e.__cause__).__name__}")
print(str(AppError("a")), repr(AppError("a", detail="d")))
print(Wrapped("w"), [Wrapped("x")], MissingKey("k"))
print(Exception.__str__(Wrapped("plain")), BaseException.__repr__(Wrapped("r")))
raise Wrapped("final", detail="at the end")
