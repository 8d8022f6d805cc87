import struct
from decimal import Decimal
from fractions import Fraction


def t(label, f):
    try:
        print(label, repr(f()))
    except Exception as e:
        print(label, type(e).__name__, e)

# Round trips through each byte order.
values = [-5, 7, -300, 65000, -70000, 4000000000, -2**62, 2**63 + 5, 12, 1.5, 3.25, 2.0**-20, True, b"x", b"abc", b"pq"]
for order in "@=<>!":
    fmt = order + "bBhHiIqQhedf?c3s4p"
    packed = struct.pack(fmt, *values)
    print(order, struct.calcsize(fmt), packed.hex(), struct.unpack(fmt, packed))

# Native alignment; standard sizes have none.
for fmt in ["bhiq", "@bhiqb", "=bhiqb", "<bhiqb", "b0q", "c0h", "bP", "?e", "xd", "3sd", "b2xi", "0x", "", "hb", "bh", "5p", "10s", " b h ", "b\tq\n", "lnN"]:
    t("calcsize " + repr(fmt), lambda: struct.calcsize(fmt))
print(struct.pack("@bhiq", 1, 2, 3, 4).hex(), struct.pack("<bhiq", 1, 2, 3, 4).hex())
print(struct.unpack("@bq", bytes(range(16))), struct.unpack("@b3xi", bytes(range(8))))

# Strings, chars, bools, padding.
for fmt, vals in [("5s", [b"ab"]), ("2s", [b"abcd"]), ("0s", [b"abc"]), ("s", [b""]), ("3p", [b"abcdef"]), ("3p", [b"a"]), ("0p", [b"a"]),
                  ("0pb", [b"a", 1]), ("b0p", [1, b""]), ("300p", [b"x" * 299]), ("c", [b"a"]), ("c", [b"ab"]), ("c", ["a"]), ("s", ["a"]),
                  ("p", ["a"]), ("?", [[]]), ("?", [[0]]), ("?", ["x"]), ("5x", []), ("x", [1]), ("3?", [0, 2, None])]:
    t(fmt + " " + repr(vals), lambda: struct.pack(fmt, *vals))
print(struct.unpack("3p", b"\x09ab"), struct.unpack("3p", b"\x01ab"), struct.unpack("?c2s", b"\x05ABC"), struct.unpack("0s", b""))
print(struct.unpack("300p", struct.pack("300p", b"y" * 299))[0] == b"y" * 255)


class Idx:
    def __index__(self):
        return 7


class Flt:
    def __float__(self):
        return 2.5


t("index", lambda: struct.pack("b", Idx()))
t("float obj", lambda: struct.pack("d", Flt()))
t("float for int", lambda: struct.pack("i", 1.5))
t("str for int", lambda: struct.pack("i", "1"))
t("Decimal for int", lambda: struct.pack("i", Decimal(3)))
t("float obj for int", lambda: struct.pack("i", Flt()))

# Format errors.
for fmt in ["4 h", "4", "12", "<n", ">N", "=P", "h<", " <h", "z", "h\0", "99999999999999999999x", "9223372036854775807x",
            "9223372036854775807xb", "4611686018427387904h", b"<h", b"\xe9", "é", 5, None]:
    t("format " + repr(fmt), lambda: struct.calcsize(fmt))

# Argument counts and buffers.
t("pack none", lambda: struct.pack())
t("pack few", lambda: struct.pack("h"))
t("pack many", lambda: struct.pack("hh", 1, 2, 3))
t("pack 2h", lambda: struct.pack("<2h", *[1, 2]))
t("unpack short", lambda: struct.unpack("h", b"a"))
t("unpack long", lambda: struct.unpack("h", b"abc"))
t("unpack str", lambda: struct.unpack("h", "ab"))
t("unpack list", lambda: struct.unpack("h", [1, 2]))
t("unpack args", lambda: struct.unpack("h"))
t("unpack empty", lambda: struct.unpack("", b""))
t("pack empty", lambda: struct.pack(""))
for off in [0, 1, 2, 5, -1, -2, -3, -5, True]:
    t("unpack_from " + str(off), lambda: struct.unpack_from("<h", b"abcd", off))
t("unpack_from kw", lambda: struct.unpack_from("<h", buffer=b"ab", offset=0))
t("unpack_from str offset", lambda: struct.unpack_from("h", b"ab", "x"))
t("unpack_from float offset", lambda: struct.unpack_from("h", b"ab", 1.0))
t("unpack_from missing", lambda: struct.unpack_from("h"))
t("pack_into bytes", lambda: struct.pack_into("h", b"abc", 0, 1))
t("pack_into list", lambda: struct.pack_into("h", [], 0, 1))
t("pack_into no buffer", lambda: struct.pack_into("h"))
t("pack_into no offset", lambda: struct.pack_into("h", b"ab"))
t("pack_into count", lambda: struct.pack_into("h", b"ab", 0))
t("pack_into none", lambda: struct.pack_into())

# iter_unpack.
it = struct.iter_unpack("<h", b"abcdef")
print(it.__length_hint__(), next(it), it.__length_hint__(), list(it), it.__length_hint__(), next(it, "end"))
print(list(struct.iter_unpack(">bh", bytes(range(9)))), list(struct.iter_unpack("b", b"")))
t("iter_unpack zero", lambda: struct.iter_unpack("", b""))
t("iter_unpack 3x", lambda: struct.iter_unpack("0h", b"ab"))
t("iter_unpack multiple", lambda: struct.iter_unpack("h", b"abc"))
t("iter_unpack type", lambda: type(struct.iter_unpack("h", b"ab")))

# Struct objects.
s = struct.Struct("<hhq")
print(s.format, s.size, s.pack(1, -2, 3).hex(), s.unpack(bytes(12)), s.unpack_from(bytes(14), 2), list(s.iter_unpack(bytes(24))))
print(struct.Struct(b">H").format, struct.Struct(format="i").size, type(s), type(s).__name__)
t("Struct pack many", lambda: s.pack(1, 2, 3, 4))
t("Struct unpack", lambda: s.unpack(b"ab"))
t("Struct unpack_from", lambda: s.unpack_from(b"abc", offset=1))
t("Struct pack_into", lambda: s.pack_into(b"ab", 0, 1, 2, 3))
t("Struct pack_into empty", lambda: s.pack_into())
t("Struct pack_into count", lambda: s.pack_into([], 0))
t("Struct none", lambda: struct.Struct())
t("Struct int", lambda: struct.Struct(1))
t("Struct bad", lambda: struct.Struct("z"))
t("Struct attr", lambda: s.nothing)

# struct.error.
print(struct.error, struct.error.__mro__, issubclass(struct.error, Exception), repr(struct.error("x")))
try:
    struct.pack(">h", 40000)
except struct.error as e:
    print("caught", e.args)
