# A warning the "error" filter turns into an exception ends the flow when nothing catches it.
import warnings

warnings.simplefilter("error")


def parse(value):
    if value.startswith("0"):
        warnings.warn(f"leading zero in {value!r}", SyntaxWarning)
    return int(value)


print(parse("12"))
print(parse("007"))
