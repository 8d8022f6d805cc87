# Results of | & - whose tables are made only when an order is read: the operands changed, or
# the result added to, in between; the same operands used again; frozensets; pop() and the
# comparisons on such results.
out = []
def mk(n, step, off):
    return {off + i * step for i in range(n)}
for n in [3, 9, 20, 40]:
    for m in [2, 15]:
        a = mk(n, 37, 0); b = mk(m, 53, 11)
        r = a & b; a.add(10**6); out.append(list(r))
        a = mk(n, 37, 0); b = mk(m, 53, 11)
        r = a & b; a.discard(0); a.add(-5); out.append(list(r))
        a = mk(n, 37, 0); b = mk(m, 53, 11)
        r = b & a; r.add(74); r.add(3); out.append(list(r))
        a = mk(n, 37, 0); b = mk(m, 53, 11)
        r = a - b; b.clear(); out.append(list(r))
        a = mk(n, 37, 0); b = mk(m, 53, 11)
        r = a | b; a.clear(); a.update(mk(n, 41, 2)); out.append(list(r)); out.append(list(a))
        a = mk(n, 37, 0); b = mk(m, 53, 11)
        r1 = a & b; r2 = a & b; r3 = a - b; out.append((list(r1), list(r2), list(r3)))
        a = mk(n, 37, 0); b = mk(m, 53, 11)
        r = a & b; out.append(str(a)); out.append(list(r))
        a = mk(n, 37, 0); b = mk(m, 53, 11)
        r = a - b; a &= b; out.append((list(r), list(a)))
        a = mk(n, 37, 0); b = mk(m, 53, 11)
        r = a - {0, 37}; r.add(1); r.add(0); out.append(list(r))
        a = mk(n, 37, 0)
        s = a.copy(); a.add(1); a.add(2); out.append((list(s), list(a)))
        a = mk(n, 37, 0); b = mk(m, 53, 11); c = mk(n + m, 11, 0); d = {0, 11, 22}
        out.append(list(((a | b) & c) - d))
        fa = frozenset(a); fb = frozenset(b)
        out.append((list(fa | fb), list(fa & b), list(a - fb), type(fa - b).__name__, type(a - fb).__name__))
        a = mk(n, 37, 0); b = mk(m, 53, 11)
        r = a | b
        out.append([r.pop() for _ in range(min(3, len(r)))]); out.append(list(r))
        a = mk(n, 37, 0); b = mk(m, 53, 11)
        r = a - b
        out.append((len(r), sorted(r)[:3], 37 in r, r == a - b, r <= a, a >= r, r.isdisjoint(b), r.issubset(a)))
# Colliding elements (multiples of 64 share a small table's slots): the order shows whether an
# element added to a result later is placed after the kept ones, as CPython adds it.
a = {0, 64, 128, 192}
b = {64, 128, 1000, 2000, 3000, 4000, 5000}
r = a & b; r.add(0); out.append(list(r))
r = a - {0, 5, 6, 7, 8, 9}; r.add(0); out.append(list(r))
r = a & b; r.add(192); r.add(0); out.append(list(r))
r = a | {256, 320}; r.add(8); out.append(list(r))
for n in [3, 4, 6]:
    a = {i * 8 for i in range(n)}
    b = {i * 8 for i in range(0, 2 * n, 2)} | {10**6 + i for i in range(n + 5)}
    r = a & b; r.add(8); r.add(40); r.add(24); out.append(list(r))
    r = a - {10**6}; s = a & b
    for x in [x for x in a if x not in s][:3]:
        s.add(x)
    out.append((list(s), list(r)))
c = {i * 64 for i in range(30)}
r = c - {64, 128}; r.add(64); out.append(list(r))
r = c & {i * 128 for i in range(40)}; r.add(64); r.add(192); out.append(list(r))
mixed = {1, 2.5, (1, 2), None, True, "x", -3, 10**20}
other = {2.5, (1, 2), "x", 10**20, frozenset({1})}
out.append((len(mixed & other), len(mixed | other), len(mixed - other), sorted(map(repr, mixed & other))))
print(len(out))
str(out)
