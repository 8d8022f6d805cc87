import struct
from decimal import Decimal
from fractions import Fraction


def t(label, f):
    try:
        print(label, repr(f()))
    except Exception as e:
        print(label, type(e).__name__, e)

# Floats: exact bits, half floats rounded half to even, overflow.
for x in [0.0, -0.0, 1.0, -2.5, 0.1, 1 / 3, 65504.0, 65519.0, 65519.99, 65520.0, 6e-8, 5.96e-8, 2.98e-8, 2.9e-8, 1e-8, 6.1e-5, 6.09e-5,
          1.0009765625, 1.00048828125, 1.00146484375, 2049.0, 2051.0, 3.4028234663852886e38, 3.4028235e38, 3.4028236e38, 1e300, 1e-46, 1e-320,
          float("inf"), float("-inf"), float("nan"), 5, True, Decimal("1.5"), Fraction(1, 3), 2**1024, "1", b"1", None]:
    for code in ["<e", ">e", "<f", "f", ">d"]:
        t(code + " " + repr(x), lambda: struct.pack(code, x).hex())
for h in ["0000", "0100", "ff03", "0004", "ff7b", "007c", "00fc", "017c", "00fe", "0080", "003c", "5535"]:
    print(h, struct.unpack("<e", bytes.fromhex(h)), struct.unpack(">e", bytes.fromhex(h)))
print(struct.unpack("<f", struct.pack("<f", 0.1)), struct.unpack("<ff", bytes.fromhex("0000c07f000080ff")))
print(struct.unpack(">d", bytes.fromhex("3fb999999999999a")), struct.unpack("<d", bytes.fromhex("0100000000000000")))

