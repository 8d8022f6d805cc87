# Percent and fixed-point formatting of floats: the double x * 100 rounded half-even on its exact
# value as CPython's dtoa does, ties and signed zeros included.
values = [0.5, 0.125, 0.0125, 0.00125, 1 / 3, 2 / 3, 0.1, 0.7, 1.005, 2.675, -0.0, -0.0001, 0.0, 123.456, 1e-9, 1e15, 1e20, 1e25, float("nan"), float("inf"), -float("inf"), 0.145, 0.155, 0.285, 1.0]
for i in range(2):
    for v in values:
        print(f"{v:%} {v:.0%} {v:.1%} {v:.2%} {v:.3%} {v:f} {v:.0f} {v:.1f} {v:.2f} {v:10.1%} {v:+.1%} {v:,.1%} {v:.15f}")
for n in (0, 1, -3, 7, 2**60, True):
    print(f"{n:.1%} {n:%} {n:.2f} {n:f}")
print(format(0.125, ".0%"), format(0.375, ".0%"), format(12.5, ".0f"), format(13.5, ".0f"), "{:.1%}".format(0.4567))
