# divmod() reaches __divmod__/__rdivmod__ (a script's class, timedelta, an IntEnum's value), and
# datetime's and other C types' messages name them by tp_name ('datetime.timedelta').
import enum
from collections import deque
from datetime import date, datetime, timedelta
from decimal import Decimal


class V:
    def __divmod__(self, o):
        return ("dm", o)

    def __rdivmod__(self, o):
        return ("rdm", o)


class S(V):
    def __rdivmod__(self, o):
        return ("S.rdm", o)


class N(enum.IntEnum):
    A = 7


class O:
    pass


shift = timedelta(hours=8)
worked = timedelta(hours=29, minutes=30)
shifts, rest = divmod(worked, shift)
print(f"{shifts} full shifts, {rest} left over")
print(divmod(V(), 3), divmod(3, V()), divmod(V(), S()))
print(divmod(N.A, 2), divmod(20, N.A), divmod(Decimal("7.5"), 2), divmod(7.5, 2))
for f in [
    lambda: divmod(timedelta(hours=5), 2),
    lambda: divmod(timedelta(hours=5), timedelta(0)),
    lambda: divmod(date(2020, 1, 1), 1),
    lambda: divmod("a", 1),
    lambda: timedelta(1) - "a",
    lambda: date(2020, 1, 1) * 2,
    lambda: abs(datetime(2020, 1, 1)),
    lambda: round(timedelta(1)),
    lambda: f"{timedelta(1):>20}",
    lambda: date(2020, 1, 1).foo,
    lambda: "a" + date(2020, 1, 1),
    lambda: "a" + O(),
    lambda: [1] + O(),
    lambda: (1,) + O(),
    lambda: [1] + deque(),
    lambda: abs(deque()),
]:
    try:
        print(f())
    except (TypeError, AttributeError, ZeroDivisionError) as e:
        print(type(e).__name__, e)
