# struct.pack_into writes a bytearray in place; unpack_from and iter_unpack read one.
import struct

buf = bytearray(12)
struct.pack_into("<HI", buf, 0, 513, 0xDEADBEEF)
print(buf)
struct.pack_into(">h", buf, -2, -2)
print(buf.hex(), len(buf))
s = struct.Struct("<2B")
s.pack_into(buf, 6, 7, 8)
print(list(buf), struct.unpack_from("<HI", buf), s.unpack_from(buf, 6))
print([t for t in struct.iter_unpack("<I", buf)])


def t(label, f):
    try:
        print(label, f())
    except Exception as e:
        print(label, type(e).__name__, e)


t("too far", lambda: struct.pack_into("<I", buf, 10, 1))
t("no space", lambda: struct.pack_into("<I", buf, -3, 1))
t("out of range", lambda: struct.pack_into("<I", buf, -20, 1))
t("huge", lambda: struct.pack_into("<I", buf, 2**63, 1))
t("near 2**63", lambda: struct.pack_into("<I", buf, 2**62, 1))
t("str offset", lambda: struct.pack_into("<I", buf, "0", 1))
t("bytes", lambda: struct.pack_into("<I", bytes(8), 0, 1))
# A failing item leaves the items before it written and the rest of the region zeroed.
buf2 = bytearray(b"\xff" * 8)
t("range", lambda: struct.pack_into("<BBh", buf2, 1, 5, 300, 1))
print(buf2)
t("type", lambda: struct.pack_into("<Bh", buf2, 0, 9, "x"))
print(buf2)
buf2
