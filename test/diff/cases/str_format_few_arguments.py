# s.format() with no, one or two plain arguments takes a short path: the same text and errors as
# with more arguments, keywords, or unpacking.
class F:
    def __format__(self, spec):
        return "F<" + spec + ">"


x = F()
print("{}".format(1), "{}-{}".format("a", 2.5), "{0}{0}".format("z"), "{1}{0}".format(1, 2), "{!r}".format("q"), "{:>4}|".format(x))
print("no fields".format(), "{{}}".format(), "{}".format([1]), "{0[1]}".format([5, 6]), "{0.real}".format(3), "{:{}}|".format("a", 3))
print("{} {}".format(*"ab"), "{a}{}".format(1, a=2), "{}{}{}".format(1, 2, 3), "{:.2f}".format(1 / 3), "{:,}".format(10**6))
for fmt, args in [("{}", ()), ("{}{}", (1,)), ("{2}", (1, 2)), ("{a}", (1,)), ("{", (1,)), ("}", ()), ("{0}{}", (1, 2)), ("{:d}", ("s",)), ("{!x}", (1,))]:
    try:
        print(repr(fmt.format(*args)))
    except (IndexError, KeyError, ValueError) as e:
        print(type(e).__name__, e)
for f in [lambda: "{}".format(), lambda: "{}{}".format(1), lambda: "{2}".format(1, 2), lambda: "{a}".format(1), lambda: "{".format(1), lambda: "{0}{}".format(1, 2), lambda: "{:d}".format("s"), lambda: "{!x}".format(1)]:
    try:
        print(repr(f()))
    except (IndexError, KeyError, ValueError) as e:
        print(type(e).__name__, e)
