# Guarded pipeline: each step of a record run under try/except, every builtin error message and repr collected (KeyError, IndexError, ValueError, TypeError, ZeroDivisionError, OverflowError, re.error, ...)
import json, re, math
from decimal import Decimal, InvalidOperation
from datetime import datetime

records = fetch_records(source="crm")
steps = [
    lambda r: r["email"].lower(),
    lambda r: int(r["age"]),
    lambda r: float(r["score"]),
    lambda r: r["tags"].index("vip"),
    lambda r: r["name"].split()[1],
    lambda r: datetime.strptime(r["since"], "%Y-%m-%d"),
    lambda r: Decimal(r["balance"]),
    lambda r: json.loads(r["meta"]),
    lambda r: 100 / r["visits"],
    lambda r: math.sqrt(r["visits"] - 5),
    lambda r: r["missing"],
    lambda r: r.missing,
    lambda r: r["tags"][5],
    lambda r: "-".join(r["tags"]),
    lambda r: r["name"] + r["age"],
    lambda r: sum(r["tags"]),
    lambda r: len(r["visits"]),
    lambda r: r["visits"]["x"],
    lambda r: [].pop(),
    lambda r: {}.pop("k"),
    lambda r: r["name"].index("zz"),
    lambda r: "abc".encode("ascii") + "x",
    lambda r: int(None),
    lambda r: float([1]),
    lambda r: tuple(r["name"])[0:2] + [1],
    lambda r: divmod(r["visits"], 0),
    lambda r: 2 ** -1 % 0,
    lambda r: math.log(0),
    lambda r: math.log(-1),
    lambda r: max([]),
    lambda r: next(iter([])),
    lambda r: chr(-1),
    lambda r: ord("ab"),
    lambda r: round("1.5"),
    lambda r: sorted([1, "a"]),
    lambda r: set([[1]]),
    lambda r: {[]: 1},
    lambda r: "x" * "y",
    lambda r: None + 1,
    lambda r: r["name"][100],
    lambda r: dict([1, 2]),
    lambda r: dict([(1, 2, 3)]),
    lambda r: range(1, 2, 0),
    lambda r: list(range(3)).remove(7),
    lambda r: (1, 2).index(3),
    lambda r: "a,b".split(""),
    lambda r: int("9" * 5000),
    lambda r: Decimal("abc"),
    lambda r: re.compile("(unclosed"),
    lambda r: re.compile("a{2,1}"),
    lambda r: re.sub(r"(a)", r"\2", "a"),
    lambda r: "{:d}".format("x"),
    lambda r: "%d" % None,
    lambda r: getattr(r, "nope"),
    lambda r: r.__class__.__name__.foo,
    lambda r: abs("x"),
    lambda r: int("10", 1),
    lambda r: bytes("x"),
    lambda r: [1, 2, 3][1:2:0],
    lambda r: isinstance(1, 1),
    lambda r: "abc".startswith(["a"]),
    lambda r: "".join([1]),
    lambda r: float("1e500") * 0,
    lambda r: 10 ** 400 * 1.0,
    lambda r: math.factorial(-1),
    lambda r: math.floor(float("inf")),
]
errors = []
for r in records:
    for i, step in enumerate(steps):
        try:
            out = step(r)
        except (KeyError, IndexError) as e:
            errors.append((r["id"], i, "lookup", type(e).__name__, str(e), repr(e)))
        except (ValueError, TypeError, ZeroDivisionError, AttributeError, OverflowError, ArithmeticError, StopIteration) as e:
            errors.append((r["id"], i, type(e).__name__, str(e)))
        except Exception as e:
            errors.append((r["id"], i, "other", type(e).__name__, str(e)))
        else:
            errors.append((r["id"], i, "ok", repr(out)[:40]))
for e in errors:
    print(*e, sep=" | ")
