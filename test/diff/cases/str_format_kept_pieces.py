# str.format and format_map over format strings used again and again (their parsed pieces kept)
# and over broken ones (formatted up to the error, as CPython's MarkupIterator does): fields
# whose __format__ prints, numbering switched mid-string, too many digits after a bad conversion,
# nested specs, attribute and index chains, and a format_map whose mapping fills in misses.
class Loud:
    def __init__(self, name):
        self.name = name
    def __format__(self, spec):
        print("formatting", self.name, repr(spec))
        return self.name.upper()
class Fill:
    def __init__(self, **known):
        self.known = known
    def __getitem__(self, key):
        return self.known.get(key, "<" + key + ">")
rows = [("a", 1), ("bb", 22), ("ccc", 333)]
for name, n in rows:
    print("{:<5}|{:>4}|{!r}".format(name, n, name), "{0}{1}{0}".format(name, n), "{n:0{w}}".format(n=n, w=len(name) + 2))
for bad in ["{} {", "{} }", "{0} {}", "{} {0}", "{0!x}", "{:{}}{", "{!r:>3", "{0[}", "{}{}{}"]:
    for attempt in range(2):
        try:
            print(bad.format(Loud("first"), 7))
        except (ValueError, IndexError, KeyError) as e:
            print(bad, type(e).__name__, e)
for bad in ["{0}{12345678901234567}", "{0}{12345678901234567!x}", "{0}{1234567890123456:>3}", "{0}{9223372036854775807}", "{0}{9223372036854775808}", "{0}{99999999999999999999!x}", "{0[9223372036854775808]}"]:
    try:
        print(bad.format(Loud("x"), 1))
    except (ValueError, IndexError) as e:
        print(type(e).__name__, e)
point = {"x": 3, "items": [10, 20]}
print("{0[x]}-{0[items][1]}-{1.real}".format(point, 5), "{p[items][0]:+}".format(p=point))
for key in ["a", "missing", "a"]:
    print(("{a}/{" + key + "}").format_map(Fill(a="A")))
try:
    "{a} {b}".format(a=1)
except KeyError as e:
    print("KeyError", e)
print("{{}} {{{0}}}".format(1), "{{{}}}".format(2))
total = 0
for i in range(200):
    total += len("{}:{:>6}|{:,}".format(i, i * i, i * 1000))
print(total)
