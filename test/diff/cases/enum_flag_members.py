# Flag classes as CPython 3.11 has them: auto() members combined in the class body, iteration of
# the class over its single-bit members only (no multi-bit aliases, no zero member), iterating,
# len() and `in` of a combination (IntFlag too), combinations named by their members, `~`,
# unknown bits (Flag refuses them, IntFlag keeps them) and `_member_names_`.
from enum import Flag, IntFlag, auto


class Perm(Flag):
    R = auto()
    W = auto()
    X = auto()
    RW = R | W
    ALL = R | W | X


class Opt(IntFlag):
    NONE = 0
    VERBOSE = 1
    DEBUG = 2
    TRACE = 4


class Order(Flag):
    B = 2
    A = 1


print(list(Perm), len(Perm), Perm.RW, repr(Perm.ALL), Perm.RW == Perm.R | Perm.W, Perm.R | Perm.W is Perm.RW)
print([p.name for p in Perm.RW], len(Perm.RW), len(Perm.ALL), list(Perm(0)), len(Perm(0)), bool(Perm(0)))
print(list(Opt), len(Opt), [o.name for o in Opt.VERBOSE | Opt.TRACE], len(Opt.NONE), list(Opt.NONE))
both = Opt.VERBOSE | Opt.DEBUG
print(Opt.DEBUG in both, Opt.TRACE in both, Opt.NONE in both, repr(both), both == 3, both & 2, repr(both & Opt.DEBUG))
print(repr(Opt.VERBOSE | 8), repr(Opt(12)), repr(~Opt.VERBOSE), repr(~Opt.NONE), repr(Opt(0)))
print(repr(~Perm.R), repr(~Perm.ALL), repr(Perm.RW ^ Perm.R), repr(Perm.ALL & Perm.RW), Perm.R in Perm.RW, Perm.ALL in Perm.RW)
print(list(Order), list(Order(3)), Order(3), Perm._member_names_, Opt._member_names_, sorted(Perm._member_map_))
print((Perm.R | Perm.W) in Perm, Perm.R in Perm, Perm(0) in Perm)
for value in (8, 3):
    try:
        print(repr(Perm(value)))
    except ValueError as e:
        print("ValueError", e)
for make in (lambda: Perm.R | 1, lambda: 1 in Perm.R, lambda: Opt.DEBUG | 1.5):
    try:
        make()
    except TypeError as e:
        print("TypeError", e)
