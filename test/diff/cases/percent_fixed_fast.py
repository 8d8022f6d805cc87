# printf-style `%.Nf` (toFixed where it gives CPython's digits) beside ties, signed zeros, huge
# values, bools, mappings and errors, from a literal format and from a variable one.
nan = float("nan")
values = [2.567, 0.125, 0.375, -0.125, 2.5, -0.0, 0.0, -0.001, 1e20, 1e21, 1e22, 123456789.987654321,
          nan, float("inf"), -float("inf"), 3, -7, True, False, 2**60, 10**30]
for v in values:
    print("%.2f" % v, "%.0f" % v, "%.1f|" % v, "%.12f" % v, "%.3f%%" % v, "[%.5f]" % (v,))
fmt = "%.2f"
print([fmt % v for v in values])
print("%(p).2f and %(q).1f" % {"p": 2.345, "q": -0.05})
print("%s costs %.2f (%d%%)" % ("tea", 3.14159, 12))
print("%.99f" % 0.1)
print("%.100f" % 0.1)
for bad in [("x",), (1, 2), (), ([1],)]:
    try:
        print("%.2f" % bad)
    except Exception as e:
        print(type(e).__name__, e)
for bad in ["x", None, [1.5], {"a": 1}]:
    try:
        print("%.2f" % bad)
    except Exception as e:
        print(type(e).__name__, e)
total = 0.0
for i in range(50):
    total += 0.1 * i
    line = "%.3f" % total
print(line, "%.2f" % (total / 3))
line
