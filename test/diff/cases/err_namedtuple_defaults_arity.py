# A namedtuple with defaults given too many values: CPython's message counts `_cls` and the
# defaults' range ("takes from 2 to 3 positional arguments").
from collections import namedtuple

Plain = namedtuple("Plain", "x y")
try:
    Plain(1, 2, 3)
except TypeError as e:
    print(e)
Empty = namedtuple("Empty", "")
try:
    Empty(1)
except TypeError as e:
    print(e)
Opt = namedtuple("Opt", "x y", defaults=[0])
Opt(1, 2, 3)
