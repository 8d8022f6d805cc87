# Slices and items counted from either end (s[-4:], w[5:-2], s[0], s[-1]) of short and long str,
# with astral characters and lone surrogates near, at and past the bounds; bounds of every kind
# (None, bool, negative, past the length, big); list slices; and slices that reach __getitem__.
texts = {
    "ascii": "2026-12-02T02:01:00Z svc-1 INFO  ok path=/api/items/1 took=31ms",
    "short": "took=31ms",
    "astral_end": "abc😀",
    "astral_start": "😀abc",
    "astral_mid": "ab😀cd",
    "lone_end": "abc\ud800",
    "lone_start": "\udc00abc",
    "empty": "",
    "long": "x" * 70 + "😀" + "y" * 70,
    "long_plain": "z" * 150,
}
bounds = [None, 0, 1, 3, 4, -1, -2, -4, -5, -70, -72, 70, 71, 10**20, -10**20, True]
for name, s in texts.items():
    rows = []
    for a in bounds:
        for b in [None, -1, 3, -4, 71, True]:
            r = s[a:b]
            rows.append(r if len(r) < 6 else (len(r), r[:2], r[-2:]))
    items = []
    for i in [0, 1, 2, -1, -2, -3, 3, 69, 70, 71, -70, -71, True, False]:
        try:
            items.append(s[i])
        except IndexError as e:
            items.append(("IndexError", str(e)))
    print(name, len(s), rows, items)
s = texts["long"]
print([s[i:i + 3] for i in range(66, 74)], [s[-i] for i in range(68, 75)], s[-75:-65])
try:
    "abc"[1.5:]
except TypeError as e:
    print("TypeError", e)
L = [1, 2, 3, 4, 5]
print([L[a:b] for a in bounds for b in [None, -1, 2, True, 10**20]])
M = L[:]
M.append(6)
print(L, M, L[:] is L, L[1:] == L[1:], type(L[:0]).__name__)
t = (1, 2, 3)
print(t[:] is t, t[0:3] is t, t[::True] is t, t[::-1] is t, t[:5] is t, t[1:], t[-2:], t[:0] == ())
from collections import namedtuple
P = namedtuple("P", "x y")
p = P(1, 2)
print(p[:] is p, p[:], type(p[:]).__name__)
class Seq:
    def __getitem__(self, key):
        return ("got", key.start, key.stop, key.step) if isinstance(key, slice) else ("item", key)
q = Seq()
print(q[1:], q[:-2], q[::3], q[2], q["a":"b"])
print(b"abcdef"[2:-1], b"xyz"[-2:], range(10)[3:-2], range(10)[-3:])
