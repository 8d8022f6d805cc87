x, name, pi = 42, "toolflow", 3.14159265
print(f"{x:5d}|{x:<5}|{x:^5}|{x:>+5}|{x:05}|{x:x}|{x:#o}|{x:b}|{x:,}|{10**7:_}")
print(f"{pi:.2f}|{pi:10.3f}|{pi:<10.1f}|{pi:e}|{pi:.3e}|{pi:g}|{pi:%}|{0.5:.0%}|{1e-7:g}|{123456789.0:g}")
print(f"{name!r}|{name:>12}|{name:*^14}|{name[:4]}|{name.upper()=}|{x=}|{x*2 = }")
w, p = 8, 3
print(f"[{pi:{w}.{p}f}]", f"[{name:>{w}}]", f"{'nested'}", f"{{literal}}", f"{x!s:>4}")
print("%s %d %5.2f %-6s| %03d %x %e %%" % ("s", 3.9, 2.345, "ab", 7, 255, 1234.5))
print("{} {:>6} {:.3} {!r} {name}".format(1, "r", 3.14159, "q", name="n"), "{0}{1}{0}".format("a", "b"))
print(format(1234.5, ",.1f"), format(0.000012345, ".2e"), format(-5, "+d"), format(True), format(12, "08b"))
print(str(1.0), str(-0.0), repr("it's"), repr('say "hi"'), repr("both ' and \""), repr("tab\tnl\n\\"), repr("é✓"))
f"{-1.5:+.1f} {1.5:+.1f} {-0.0:.1f} {2.5:.0f} {3.5:.0f} {1234.5678:,.2f} {-1234:,}"
