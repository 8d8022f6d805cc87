# statistics over Decimal and Fraction data: the results keep the data's type as CPython's
# _sum/_coerce/_convert decide (int gives way, Fraction with float is float, Decimal with float or
# Fraction is refused), Decimal results are rounded in the current context, stdev of Decimals is
# the correctly rounded Decimal square root.
import statistics as st
from decimal import Decimal as D, localcontext, getcontext
from fractions import Fraction as F


def show(label, fn):
    try:
        r = fn()
        print(label, type(r).__name__, repr(r))
    except Exception as e:
        print(label, type(e).__name__, e)


prices = [D("19.99"), D("5.25"), D("7.10"), D("12.00"), D("3.333")]
fracs = [F(1, 3), F(2, 7), F(5, 4), F(1, 2)]
datasets = {
    "decimals": prices,
    "two decimals": [D("1.1"), D("2.2")],
    "decimals and ints": [D("1.5"), 2, True, D("2.5")],
    "fractions": fracs,
    "fractions and ints": [F(1, 2), 1, 2],
    "fractions and floats": [F(1, 3), 2.0, 0.5],
    "decimal specials": [D(1), D("Infinity"), 2],
    "decimal nan": [D(1), D("NaN")],
    "decimal same": [D("2.50"), D("2.5"), D("2.500")],
}
for name, data in datasets.items():
    for fn in ["mean", "median", "median_low", "median_high", "variance", "pvariance", "stdev", "pstdev", "fmean", "harmonic_mean", "geometric_mean", "mode"]:
        show(f"{name} {fn}:", lambda: getattr(st, fn)(data))
    show(f"{name} quantiles:", lambda: st.quantiles(data, n=4))
    show(f"{name} multimode:", lambda: st.multimode(data))

show("stdev 1.5 2.5", lambda: st.stdev([D("1.5"), D("2.5")]))
show("pstdev", lambda: st.pstdev([D("1.5"), D("2.5"), D(4)]))
show("stdev same", lambda: st.stdev([D(1), D(1)]))
show("variance xbar", lambda: st.variance([D("1.1"), D("2.2"), D("3.3")], D("2.2")))
show("pvariance mu", lambda: st.pvariance([F(1, 3), F(2, 3)], F(1, 2)))
show("mean tiny", lambda: st.mean([D("1e-30"), D(1)]))
show("variance big", lambda: st.variance([D("27.5"), D("30.25"), D("30.25"), D("34.5"), D("41.75")]))
show("harmonic weights", lambda: st.harmonic_mean([F(2), 3], weights=[F(1, 2), 1]))
show("harmonic decimal weights", lambda: st.harmonic_mean([D(2), D(4)], weights=[D(1), D(3)]))
show("harmonic zero", lambda: st.harmonic_mean([D(2), D(0)]))
show("harmonic one", lambda: st.harmonic_mean([D("2.5")]))
show("harmonic negative", lambda: st.harmonic_mean([D("-2.5")]))
show("fmean weights", lambda: st.fmean([D(1), F(1, 2)], weights=[1, 3]))
with localcontext() as ctx:
    ctx.prec = 6
    show("mean prec 6", lambda: st.mean([D(1), D(2), D(2)]))
    show("stdev prec 6", lambda: st.stdev([D(1), D(2), D(4)]))
    ctx.prec = 50
    show("stdev prec 50", lambda: st.stdev([D(1), D(2), D(4)]))
print(getcontext().prec)

for name, data in {"decimal and float": [D(1), 1.5], "decimal and fraction": [F(1, 2), D(1)]}.items():
    for fn in ["mean", "variance", "stdev", "harmonic_mean"]:
        try:
            getattr(st, fn)(data)
        except TypeError as e:
            print(name, fn, "TypeError", "don't know how to coerce" in str(e))
show("decimal covariance", lambda: st.covariance([D(1), D(2)], [D(3), D(5)]))
show("fraction covariance", lambda: st.covariance([F(1), F(2), F(4)], [F(3), F(5), F(4)]))
show("fraction correlation", lambda: st.correlation([F(1), F(2), F(4)], [F(3), F(5), F(4)]))
show("fraction regression", lambda: st.linear_regression([F(1), F(2), F(4)], [F(3), F(5), F(4)]))
show("float nan stdev", lambda: st.stdev([1.0, float("nan")]))
show("decimal nan stdev", lambda: st.stdev([D(1), D("NaN")]))
show("decimal snan mean", lambda: st.mean([D(1), D("sNaN")]))
show("decimal inf - inf", lambda: st.mean([D("Infinity"), D("-Infinity")]))
