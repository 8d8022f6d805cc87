# str.expandtabs (and bytes'): columns by code point, \n and \r starting a line again, tab sizes of
# 0 and below, the keyword, and CPython's errors.
out = []
for s in ["a\tb", "\t", "ab\tc\td", "x\ny\tz", "😀\tx", "a\r\tb", "", "no tabs"]:
    out.append([s.expandtabs(), s.expandtabs(4), s.expandtabs(0), s.expandtabs(-1), s.expandtabs(tabsize=3)])
out.append(b"a\tb".expandtabs(4))
for bad in [lambda: "a".expandtabs("4"), lambda: "a".expandtabs(1.5), lambda: "a".expandtabs(4, 5)]:
    try:
        bad()
    except TypeError as e:
        out.append(str(e))
print(out)
out
