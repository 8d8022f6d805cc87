# textwrap options of the wrong type fail as CPython's comparisons and index checks do (a str width
# looped forever: every comparison with NaN is false).
import textwrap
out = []
for kw in [{"width": "wide"}, {"width": 10.5}, {"width": True}, {"tabsize": "x"}, {"tabsize": 2.5}, {"max_lines": "2"}, {"width": None}]:
    try:
        out.append(textwrap.wrap("abc def\tghi jklmn opq", **kw))
    except Exception as e:
        out.append((type(e).__name__, str(e)))
out
