# Indexing a str within four of either end (the units up to the index tested one by one) with
# surrogate pairs and lone surrogates on either side, and a list's + with a list and * by an int
# (the float-first path's own steps) beside their errors.
ss = ["abc", "a😀b", "😀", "😀😀x", "xy😀", "ab😀cd😀", "", "é", "\ud800x", "x\udfff"]
out = []
for s in ss:
    row = []
    for i in [0, 1, 2, 3, 4, -1, -2, -3, -4, -5]:
        try:
            row.append(s[i])
        except IndexError as e:
            row.append(str(e))
    out.append(row)
    out.append([s[0] if s else None, s[1] if len(s) > 1 else None, s[-1] if s else None, s[-2] if len(s) > 1 else None, s[3] if len(s) > 3 else None])
out.append([w[1] for w in ["ab", "c😀", "😀d"]])
out.append(([1, 2] + [3], [0] * 3, [1] * -1, [] + [], [[0]] * 2, ([1] + [2]) * 2))
x = [1]
for bad in [lambda: x + (1,), lambda: x + "a", lambda: x * 1.5, lambda: x * "2", lambda: x + None]:
    try:
        bad()
    except TypeError as e:
        out.append(str(e))
print(repr(out).encode("ascii", "backslashreplace").decode())
len(out)
