# `"lit" in x` and `not in` with a str literal on the left, in a loop: a str searched natively,
# every other container as before (lists, tuples, sets, dicts and their views, a class's
# __contains__, bytes and ints raising), and literals whose edge is a lone surrogate.


class Box:
    def __contains__(self, item):
        return item == "ok"


values = ["an ok line", "", "OK", "a\U0001F600b", "\ud83dx", ["ok"], ("ok",), {"ok"}, {"ok": 1}, {"ok": 1}.keys(), {"x": "ok"}.values(), Box(), b"ok", 5, None]
for v in values:
    row = []
    for test in (lambda: "ok" in v, lambda: "ok" not in v, lambda: "" in v, lambda: "\ud83d" in v, lambda: "\U0001F600" in v, lambda: "\ude00b" not in v):
        try:
            row.append(test())
        except TypeError as e:
            row.append(str(e))
    for i in range(2):
        try:
            row.append(("ok" in v, "x" not in v, "\ud83d" in v))
        except TypeError as e:
            row.append(str(e))
    print(ascii(row))
