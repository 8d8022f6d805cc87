import string
from string import Formatter


def t(label, f):
    try:
        print(label, repr(f()))
    except Exception as e:
        print(label, type(e).__name__, e)


f = Formatter()
print(f.format("{} + {} = {total:>5}", 1, 2, total=3), f.vformat("{0}{a!r}", (1,), {"a": "x"}))
print(list(f.parse("a{{b}}c{0!r:>{w}}d{}{!s}{x[1].y}")), list(f.parse("")), list(f.parse("plain")))
print(f.get_field("0.real", (5,), {}), f.get_field("x[a][2]", (), {"x": {"a": [1, 2, 3]}}), f.get_value("k", (), {"k": 9}))
print(f.format_field(3.14159, ".2f"), f.convert_field("é", "a"), f.convert_field(1, None), f.convert_field("s", "r"))
print(f.format("{:{}}|{:^{}}", "a", 5, "b", 4), f.format("{0:{1}.{2}f}", 3.14159, 8, 3), f.format("{!a}", "é"))
print(f._vformat("{}{}", (1, 2), {}, set(), 2), f._vformat("{0}", (7,), {}, set(), 1, False))
for fmt, args, kw in [("{} {}", (1,), {}), ("{0} {}", (1, 2), {}), ("{} {0}", (1, 2), {}), ("{x}", (), {"y": 1}),
                      ("{0:{1:{2}}}", (1, 2, 3), {}), ("a}b", (), {}), ("{!z}", (1,), {}), ("{0.x}", (1,), {}),
                      ("{0[}", (1,), {}), ("{²}", (1,), {}), ("{0[a]}", ({"a": 5},), {}), ("{0[2]}", ("xyz",), {}),
                      ("{a.b.c}", (), {"a": 1}), ("{0]}", (1,), {}), ("{0..x}", (1,), {}), ("{", (), {})]:
    t(fmt, lambda: f.vformat(fmt, args, kw))
t("parse int", lambda: list(f.parse(5)))
t("format none", lambda: f.format())
t("format kw", lambda: f.format(format_string="x"))
print(type(f.parse("x")).__name__, Formatter.__module__, isinstance(f, Formatter))


class Defaulting(Formatter):
    def get_value(self, key, args, kwargs):
        if isinstance(key, str):
            return kwargs.get(key, "<" + key + ">")
        return super().get_value(key, args, kwargs)


class Strict(Formatter):
    def check_unused_args(self, used_args, args, kwargs):
        unused = set(kwargs) - used_args
        if unused:
            raise ValueError("unused: " + ", ".join(sorted(unused)))
        self.seen = sorted(map(str, used_args))


class Upper(Formatter):
    def convert_field(self, value, conversion):
        if conversion == "u":
            return str(value).upper()
        return super().convert_field(value, conversion)

    def format_field(self, value, format_spec):
        if format_spec == "money":
            return "$%.2f" % value
        return super().format_field(value, format_spec)


class Tokens(Formatter):
    def parse(self, format_string):
        for word in format_string.split():
            if word.startswith("$"):
                yield (" ", word[1:], "", None)
            else:
                yield (" " + word, None, None, None)


class Logged(Formatter):
    def __init__(self):
        self.calls = []

    def get_field(self, field_name, args, kwargs):
        self.calls.append(field_name)
        return super().get_field(field_name, args, kwargs)

    def _vformat(self, format_string, args, kwargs, used_args, recursion_depth, auto_arg_index=0):
        self.calls.append(("_vformat", format_string, recursion_depth))
        return super()._vformat(format_string, args, kwargs, used_args, recursion_depth, auto_arg_index)


print(Defaulting().format("{name} is {age} ({0})", "first", name="Ada"))
s = Strict()
print(s.format("{a}{b}{0}", 1, a=2, b=3), s.seen)
t("strict", lambda: Strict().format("{a}", a=1, b=2, c=3))
print(Upper().format("{0!u} owes {1:money} ({1!r:>8})", "bob", 12.5))
print(repr(Tokens().format("hello $who and $0", "zero", who="world")))
lg = Logged()
print(lg.format("{0:{1}}-{x}", "a", 3, x=1), lg.calls)


class BadField(Formatter):
    def format_field(self, value, format_spec):
        return 42


t("bad field", lambda: BadField().format("a{}b", 1))
