# bytes: literals, indexing, slicing, operators and the methods a script uses
# ---- literals
for f in [lambda: b"abc", lambda: b'a\'b', lambda: b"\x00\xff\n\t\\", lambda: rb"\n\x41", lambda: b"\101\x41", lambda: B'x' + Rb'y', lambda: b"a" b"b", lambda: b'']:
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
# ---- index_slice_iter
for f in [lambda: b"hello"[0], lambda: b"hello"[-1], lambda: b"hello"[1:3], lambda: b"hello"[::-1], lambda: b"hello"[10:], lambda: list(b"hi"), lambda: b"hello"[5], lambda: [c for c in b"ab"]]:
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
# ---- operators
for f in [lambda: b"ab" + b"cd", lambda: b"ab" * 3, lambda: 2 * b"x", lambda: b"a" < b"b", lambda: b"ab" <= b"a", lambda: b"a" == b"a", lambda: b"a" == "a", lambda: b"ab" + "c", lambda: len(b"\x00\x01"), lambda: b"" * 5]:
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
# ---- contains
for f in [lambda: b"ell" in b"hello", lambda: 104 in b"hello", lambda: 300 in b"hello", lambda: "h" in b"hello", lambda: b"" in b"x"]:
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
# ---- count
for f in [lambda: b"hello".count(b"l"), lambda: b"hello".count(108), lambda: b"hello".count(b"l", 3), lambda: b"aaa".count(b""), lambda: b"hello".count("l"), lambda: b"hello".count(256)]:
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
# ---- find_index
for f in [lambda: b"hello".find(b"l"), lambda: b"hello".rfind(b"l"), lambda: b"hello".find(b"z"), lambda: b"hello".find(111), lambda: b"hello".index(b"e"), lambda: b"hello".index(b"z"), lambda: b"hello".rindex(b"l"), lambda: b"hello".find(b"l", 3, 4)]:
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
# ---- startswith_endswith
for f in [lambda: b"hello".startswith(b"he"), lambda: b"hello".startswith((b"x", b"h")), lambda: b"hello".endswith(b"lo"), lambda: b"hello".endswith(b"l", 0, 4), lambda: b"hello".startswith("he"), lambda: b"hello".endswith([b"o"])]:
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
# ---- split
for f in [lambda: b"a,b,,c".split(b","), lambda: b"a,b,c".split(b",", 1), lambda: b"  a b \t c\n".split(), lambda: b" a b c ".split(None, 1), lambda: b"a b c".rsplit(None, 1), lambda: b"a,b,c".rsplit(b",", 1), lambda: b"\xa0a\x85b".split(), lambda: b"abc".split(b""), lambda: b"a b".split(" "), lambda: b"".split()]:
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
# ---- join
for f in [lambda: b", ".join([b"a", b"b"]), lambda: b"".join([]), lambda: b"-".join(x for x in [b"x", b"y"]), lambda: b"-".join([b"a", "b"]), lambda: b"-".join([1])]:
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
# ---- strip
for f in [lambda: b"  hi \n".strip(), lambda: b"xxhixx".strip(b"x"), lambda: b"  hi ".lstrip(), lambda: b"  hi ".rstrip(), lambda: b"\xa0hi\xa0".strip(), lambda: b"abcba".strip(b"ab"), lambda: b"hi".strip("h")]:
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
# ---- replace
for f in [lambda: b"hello".replace(b"l", b"L"), lambda: b"hello".replace(b"l", b"L", 1), lambda: b"abc".replace(b"", b"-"), lambda: b"abc".replace("a", b"x"), lambda: b"aaa".replace(b"a", b"bb", 2)]:
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
# ---- case
for f in [lambda: b"Hello World".upper(), lambda: b"Hello World".lower(), lambda: b"\xe9t\xc9".upper(), lambda: b"123abcXYZ".lower()]:
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
# ---- hex_fromhex
for f in [lambda: b"\x00\xffab".hex(), lambda: b"".hex(), lambda: bytes.fromhex("41 42 ff"), lambda: bytes.fromhex("4142"), lambda: bytes.fromhex(" 41 "), lambda: bytes.fromhex("4"), lambda: bytes.fromhex("zz"), lambda: bytes.fromhex("41 4"), lambda: bytes.fromhex(b"41")]:
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
# ---- decode_roundtrip
for f in [lambda: b"caf\xc3\xa9".decode(), lambda: "café".encode().decode("utf-8"), lambda: b"abc".decode("ascii").upper(), lambda: bytes([104, 105]).decode()]:
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
# ---- bytes_constructor
for f in [lambda: bytes(3), lambda: bytes([1, 2, 255]), lambda: bytes(b"x"), lambda: bytes([256]), lambda: bytes("é", "utf-8"), lambda: bytes(-1)]:
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
# ---- bytes_in_dict_and_set
d = {b'a': 1, b'b': 2}
print(d[b'a'], b'b' in d, sorted({b'z', b'a', b'a'}), hash(b'x') == hash(b'x'))
# ---- bytes_result
[b'abc', b'\x00']
# ---- hex_sep_and_int_bytes
print(b"\x01\x02\xff".hex(":"), b"abcd".hex("-", 2), b"abcde".hex("-", 2), b"abcde".hex("-", -2), b"abc".hex(b":"), b"".hex(":"), b"a".hex(":"), b"abcdef".hex(" ", 4), b"ab".hex(sep="_"))
for a in [("::",), (1,), ("", 1)]:
    try:
        b"ab".hex(*a)
    except Exception as e:
        print(type(e).__name__, e)
print((1024).to_bytes(4, "big"), (1024).to_bytes(4, "little"), (-5).to_bytes(2, "big", signed=True), (5).to_bytes(), (0).to_bytes(0, "big"))
print((2**70).to_bytes(9, byteorder="little"), True.to_bytes(2, "big"))
for args, kw in [((1, "big"), {}), ((1, "big"), {"signed": False})]:
    for v in (256, -1, 128, -128, -129):
        try:
            print(v, v.to_bytes(*args, **kw), v.to_bytes(1, "big", signed=True))
        except OverflowError as e:
            print(v, "OverflowError", e)
for bad in [(1, "mid"), (-1, "big")]:
    try:
        (1).to_bytes(*bad)
    except ValueError as e:
        print(e)
print(int.from_bytes(b"\x00\x10", "little"), int.from_bytes(b"\xff\xfe", "big", signed=True), int.from_bytes([1, 2]), int.from_bytes(b""), int.from_bytes(b"\x80", signed=True))
print(int.from_bytes(bytes(range(20)), "big"), int.from_bytes(b"\xff" * 9, "little", signed=True), (123456789).from_bytes(b"\x01"))
for bad in ["ab", 5]:
    try:
        int.from_bytes(bad)
    except TypeError as e:
        print(e)
n = 2**100 + 12345
print(int.from_bytes(n.to_bytes(13, "big"), "big") == n, int.from_bytes((-n).to_bytes(14, "little", signed=True), "little", signed=True) == -n)
# ---- bytes_case_methods
for b in [b"hello", b"HELLO", b"hELLO wORLD", b"", b"123hello", b"they're bill's", b"\xe9t\xc9 a1b", b"a\tb"]:
    print(b.capitalize(), b.swapcase(), b.title(), b.istitle(), b.islower(), b.isupper())
# ---- bytes_is_methods
for b in [b"", b"abc", b"ABC", b"a1", b"12", b" \t\n\r\x0b\x0c", b"\x1c", b"\xe9", b"a b", b"\x7f", b"Ab Cd", b"AB cd"]:
    print(b, b.isalnum(), b.isalpha(), b.isascii(), b.isdigit(), b.isspace(), b.islower(), b.isupper(), b.istitle())
# ---- bytes_padding
print(b"ab".center(7), b"ab".center(7, b"*"), b"abc".center(6, b"-"), b"ab".ljust(5, b"."), b"ab".rjust(5), b"ab".center(1))
print(b"42".zfill(5), b"-42".zfill(6), b"+x".zfill(4), b"abc".zfill(2))
print(b"a\tbc\td\n\tx\r\ty".expandtabs(), b"a\tb".expandtabs(4), b"a\tb".expandtabs(0), b"a\tb".expandtabs(-1))
for args in [(5, b"ab"), (5, "a"), (5, 3), ("5",)]:
    try:
        print(b"a".center(*args))
    except TypeError as e:
        print(type(e).__name__, e)
# ---- bytes_partition_affixes
print(b"a=b=c".partition(b"="), b"a=b=c".rpartition(b"="), b"abc".partition(b"x"), b"abc".rpartition(b"x"))
print(b"prefix-body".removeprefix(b"prefix-"), b"body.txt".removesuffix(b".txt"), b"abc".removeprefix(b""), b"abc".removesuffix(b"x"))
for f in (lambda: b"a".partition(b""), lambda: b"a".partition("a"), lambda: b"a".rpartition(3), lambda: b"a".removeprefix("a")):
    try:
        f()
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
# ---- bytes_splitlines_translate
data = b"a\x0bb\x1cc\nd\r\ne\rf\n"
print(data.splitlines(), data.splitlines(keepends=True), b"".splitlines(), b"\n".splitlines(True))
table = bytes.maketrans(b"abc", b"xyz")
print(len(table), b"aabbcc-d".translate(table), b"abc".translate(None, b"b"), b"abc".translate(table, b"a"), b"".maketrans(b"a", b"b")[97])
for f in (lambda: bytes.maketrans(b"ab", b"c"), lambda: bytes.maketrans("ab", b"cd"), lambda: b"abc".translate(b"x"), lambda: b"abc".translate("x" * 256)):
    try:
        f()
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
# ---- bytes_fromhex_errors
for s in ["0", " 0", "0 1", "0g", "g0", "01 2", "\u00e90", "0\u00e9", "de ad  be\tef", ""]:
    try:
        print(bytes.fromhex(s))
    except ValueError as e:
        print(type(e).__name__, e)
print(b"".fromhex("4142"))
# ---- bytes_hex_sep_c_int
for n in [2**31, -2**31, -2**31 - 1, 2**31 - 1, 2**63, -(2**63)]:
    try:
        print(b"\x01\x02\x03".hex(":", n))
    except OverflowError as e:
        print(type(e).__name__, e)
