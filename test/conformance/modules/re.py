# Modules: re — Python regex syntax translated to the guest engine, match objects, flags.
# ---- named_groups
import re
m = re.match(r"(?P<year>\d{4})-(?P<month>\d\d)", "2024-05-06")
print(m.group("year"), m.group(2), m.groupdict(), m.groups(), m.span("month"), m.start(), m.end())
# ---- named_backref
import re
print(re.findall(r"(?P<c>\w)(?P=c)", "aabbcd eef"))
print(re.sub(r"(?P<w>\w+) (?P=w)", r"\g<w>", "hello hello world world x"))
# ---- anchors_A_Z
import re
print(re.search(r"\Aabc", "abc\nabc") is not None, re.search(r"abc\Z", "abc\nabc") is not None)
print(re.search(r"abc\Z", "abc\n"), re.search(r"abc$", "abc\n") is not None)
# ---- multiline_flag
import re
print(re.findall(r"^\w+", "one two\nthree four\nfive", re.M))
print(re.findall(r"^\w+", "one two\nthree four\nfive"))
# ---- inline_flags
import re
print(re.findall(r"(?i)hello", "Hello HELLO hello"))
print(re.findall(r"(?im)^h\w+", "Hi\nhello\nHEY"))
print(re.match(r"a(?i:b)c", "aBc") is not None, re.match(r"a(?i:b)c", "aBC"))
# ---- verbose_flag
import re
pat = re.compile(r"""
    (\d{3})   # area
    [-\s]?    # sep
    (\d{4})   # number
""", re.X)
print(pat.findall("555-1234 and 555 9876"))
# ---- verbose_inline
import re
print(re.match(r"(?x) a b  c # comment", "abc").group())
# ---- dotall_flag
import re
print(re.search(r"a.b", "a\nb"), re.search(r"a.b", "a\nb", re.S).group() == "a\nb")
print(re.search(r"(?s)x.y", "x\ny") is not None)
# ---- flags_or
import re
print(re.findall(r"^ab.", "AB\nab\nAb!", re.I | re.M | re.S))
# ---- findall_shapes
import re
print(re.findall(r"\d+", "a1 b22 c333"))
print(re.findall(r"(\w)(\d)", "a1 b2 c3"))
print(re.findall(r"(\w)\d", "a1 b2 c3"))
print(re.findall(r"(a)|(b)", "abc"))
print(re.findall(r"x*", "axxb"))
# ---- finditer
import re
for m in re.finditer(r"(\w+)@(\w+)\.com", "a@x.com, b@y.com"):
    print(m.group(0), m.group(1, 2), m.span())
# ---- sub_function
import re
print(re.sub(r"\d+", lambda m: str(int(m.group()) * 2), "a1 b22 c333"))
print(re.sub(r"(\w+)", lambda m: m.group(1).upper(), "hi there", count=1))
# ---- sub_templates
import re
print(re.sub(r"(\w+)=(\w+)", r"\2=\1", "a=b c=d"))
print(re.sub(r"(?P<k>\w+):", r"<\g<k>>", "x: y:"))
print(re.sub(r"a", r"\n", "banana"), re.subn(r"a", "o", "banana"))
print(re.sub("", "-", "abc"))
# ---- split
import re
print(re.split(r"[,;]\s*", "a, b;c,  d"))
print(re.split(r"(,)", "a,b,c"))
print(re.split(r",", "a,b,c,d", maxsplit=2))
print(re.split(r"x*", "axbc"))
# ---- fullmatch_search_match
import re
print(re.fullmatch(r"\d+", "123"), re.fullmatch(r"\d+", "123a"))
print(re.match(r"\d", "a1"), re.search(r"\d", "a1").group())
# ---- compile_methods
import re
p = re.compile(r"(\w+)-(\d+)", re.I)
m = p.search("item: ABC-42")
print(p.pattern, p.flags & re.I != 0, p.groups, m.groups(), m.lastindex, m.string)
print(p.sub(r"\2", "x-1 y-2"), p.findall("q-9"), p.split("a-1,b-2"))
# ---- match_group_none
import re
m = re.match(r"(a)?(b)", "b")
print(m.groups(), m.groups("-"), m.group(1), m.groupdict(), m.span(1))
# ---- repeat_last_capture
import re
print(re.match(r"(?:(\w)-)+", "a-b-c-").groups())
print(re.match(r"(\d)+", "123").group(1))
# ---- unicode_classes
import re
print(re.findall(r"\w+", "héllo wörld 日本 x_1"))
print(re.findall(r"\d", "1٣3"), re.findall(r"\s+", "a\u00a0b\tc"))
# ---- ascii_flag
import re
print(re.findall(r"\w+", "héllo", re.A))
# ---- escape
import re
print(re.escape("a.b*c?d[e]f"), re.escape("hello world"))
# ---- lookaround
import re
print(re.findall(r"(?<=\$)\d+", "$10 $20 30"), re.findall(r"\w+(?=!)", "hi! yo no!"), re.findall(r"\b(?!no)\w+", "no yes nope ok"))
# ---- bad_pattern
import re
try:
    re.compile(r"(unclosed")
except re.error as e:
    print("error:", e)
# ---- bad_pattern_uncaught
import re
re.compile("a**")
# ---- nongreedy
import re
print(re.findall(r"<.+?>", "<a><b>"), re.match(r"a{2,3}?", "aaaa").group(), re.match(r"a{2,}", "aaaa").group())
# ---- group_index_error
import re
m = re.match(r"(a)", "a")
m.group(2)
# ---- noncapture
import re
print(re.findall(r"(?:ab)+", "ababx ab"))
# ---- conditional_group
# skip: conditional groups (?(1)...) have no JS RegExp equivalent; refused with re.error
import re
print(re.match(r"(<)?\w+(?(1)>)", "<a>").group())
# ---- match_expand_and_lastgroup
import re
m = re.search(r"(?P<key>\w+)=(?P<val>\d+)", "x: a=12;")
print(m.expand(r"\g<val>:\1"), m.lastgroup, m.re.pattern, m.pos, m[0], m["key"])
# ---- findall_empty_and_overlap
import re
print(re.findall(r"\b", "ab cd"), re.findall(r"aa", "aaaa"), re.findall(r"(?=(aa))", "aaaa"))
# ---- sub_callable_named_groups
import re
prices = "apple=1.50 pear=0.75"
print(re.sub(r"(?P<name>\w+)=(?P<p>[\d.]+)", lambda m: f"{m['name'].title()}: ${float(m['p']) * 2:.2f}", prices))
# ---- split_flags_and_maxsplit
import re
print(re.split(r"\s*and\s*", "a AND b and c", flags=re.I), re.split(r"(\d)", "a1b2c", 1))
# ---- log_parse
import re
LOG = """2024-05-01 12:00:01 ERROR [db] timeout after 30s
2024-05-01 12:00:05 INFO [web] ok
2024-05-01 12:01:00 ERROR [web] 502 from upstream"""
pat = re.compile(r"^(?P<date>\S+) (?P<time>\S+) (?P<level>[A-Z]+) \[(?P<src>\w+)\] (?P<msg>.*)$", re.M)
errs = [m.groupdict() for m in pat.finditer(LOG) if m["level"] == "ERROR"]
print(len(errs), [e["src"] for e in errs], errs[0]["msg"])
# ---- fullmatch_alternation_anchor
import re
print(bool(re.fullmatch(r"a|ab", "ab")), bool(re.match(r"a|ab$", "ab")), re.match(r"(a|ab)(c|bcd)", "abcd").groups())
# ---- case_insensitive_unicode
import re
print(re.findall(r"straße", "STRASSE Straße", re.I), re.findall(r"é", "É é", re.I))
# ---- repeat_group_keeps_capture
# skip: JS RegExp resets a group's capture on each repetition of an enclosing quantifier; sre keeps the last one that matched
import re
print(re.match(r"(?:(a)|b)+", "ab").groups(), re.match(r"((a)|b)+", "ab").groups())
# ---- sub_template_and_findall_fast_path
import re
text = " ".join("user" + str(i) + "@example.com" for i in range(30))
print(re.findall(r"[a-z]+(\d+)@example\.com", text)[:5], re.findall(r"(\w)(\d)", "a1 b2 c"), re.findall(r"\d", "x1y22"))
print(re.sub(r"\d", "#", text)[:40], re.subn(r"(\w)@", r"<\1>", text, count=2)[0][:40], re.subn(r"x*", "-", "abc"))
print(re.sub(r"(a)|b", r"[\1]", "ab"), re.sub(r"", "-", "\U0001F600e"), re.sub(r"\d+", r"\g<0>\g<0>", "a1b23"), re.sub("a", "b", "aaa", -1))
print(re.findall(r"(a)|(b)", "ab"), re.findall(r"a*", "baaa\U0001F600a"), re.compile(r"\d").findall("1\U0001F6002x3", 1, 4))
# ---- search_literal_prefix_edges
import re
lines = ["x ERROR eu-west code=500", "ERROR", "no error here", "ERRORS code=1", "error eu code=2", "ab" * 3 + "ERROR a code=7"]
for p, f in [(r"ERROR ([\w-]+) code=(\d+)", 0), (r"ERROR ([\w-]+) code=(\d+)", re.I), (r"ab*c", 0), (r"ab{2}", 0), (r"ERROR|code", 0), (r"E R R", re.X), (r"(?i)error", 0), (r"code=1", 0), (r"a#b", 0), (r"ab{", 0)]:
    out = []
    for s in lines + ["abbc", "ac", "abb", "a#b", "ab{x"]:
        m = re.compile(p, f).search(s)
        out.append(m and (m.span(), m.groups()))
    print(p, out)
m = re.compile(r"code=(\d)").search("code=1 code=2", 3)
print(m.group(1), m.span(), re.compile("code=").search("xcode=", 2), re.compile("code=").search("xcode=", 1, 4), re.compile("é=").search("aé=b"))
# ---- search_literal_prefix_whole_text_and_windows
import re
p = re.compile(r"ERROR (\w+)")
lines = ["INFO ok", "ERROR disk", "x ERROR", "ERRO", "", "😀 ERROR db", "error low"]
print([p.search(l) and p.search(l).group(1) for l in lines])
print([p.search(l, 2) and p.search(l, 2).span() for l in lines])
print([p.search(l, 0, 8) for l in lines])
print([p.search(l, -5, 100) and p.search(l, -5, 100).span() for l in lines])
print([re.search("ERROR", l, re.I) is not None for l in lines], [p.match(l) is not None for l in lines])
try:
    p.search(None)
except TypeError as e:
    print("TypeError", e)
try:
    p.search("no prefix here", "0")
except TypeError as e:
    print("TypeError", e)
