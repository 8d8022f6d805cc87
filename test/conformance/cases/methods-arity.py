# Methods: argument-count and argument-type messages of every method family, as CPython words them.
# ---- str_upper
"a".upper(1)
# ---- list_copy
[].copy(1)
# ---- dict_items
{}.items(1)
# ---- num_is_integer
(1.5).is_integer(1)
# ---- set_copy
{1}.copy(1)
# ---- str_split
"a".split(1)
# ---- list_sort
[].sort(1)
# ---- list_pop
[].pop("a")
# ---- str_zfill
"a".zfill("3")
# ---- list_insert
[].insert(1)
# ---- dict_get
{}.get(1, 2, 3)
# ---- dict_pop
{}.pop()
# ---- dict_setdefault
{}.setdefault()
# ---- set_add
set().add()
# ---- str_replace
"a".replace("a")
# ---- str_center
"a".center()
# ---- str_join
"".join()
# ---- str_count
"a".count()
# ---- str_find
"a".find()
# ---- str_strip
"a".strip(1)
# ---- str_startswith
"abc".startswith()
# ---- list_index
[].index()
# ---- list_count
[].count()
# ---- dict_update
{}.update(1)
# ---- dict_update_2
{}.update({}, {})
# ---- set_union
set().union(1)
# ---- frozenset_issubset
frozenset().issubset(1)
# ---- str_encode
"a".encode(1)
# ---- str_splitlines
"a".splitlines(1, 2)
# ---- str_ljust
"a".ljust()
# ---- list_extend
[].extend()
# ---- list_remove
[].remove()
# ---- tuple_index
(1,).index()
# ---- tuple_count
(1,).count()
# ---- str_partition
"a".partition()
# ---- str_removeprefix
"a".removeprefix()
# ---- str_format
"a".format()
# ---- str_title
"a".title(1)
# ---- dict_clear
{}.clear(1)
# ---- dict_copy
{}.copy(1)
# ---- dict_keys
{}.keys(1)
# ---- dict_values
{}.values(1)
# ---- dict_popitem
{}.popitem(1)
# ---- set_pop
set().pop(1)
# ---- list_reverse
[].reverse(1)
# ---- list_clear
[].clear(1)
# ---- str_isdigit
"a".isdigit(1)
# ---- num_bit_length
(5).bit_length(1)
# ---- frozenset_copy
frozenset({1}).copy(1)
# ---- str_index_none
"a".index()
# ---- str_find_too_many
"a".find("a", 1, 2, 3)
# ---- site_many_receiver_types
import re
import collections
class Finder:
    def search(self, s):
        return "mine:" + s
class Shadowed:
    def __init__(self):
        self.search = lambda s: "attr:" + s
p = re.compile(r"(\d+)")
out = []
for r in [p, Finder(), p, Shadowed(), re, p, re.compile("x"), Finder()]:
    try:
        m = r.search("ab12") if r is not re else r.search(r"\d", "a1")
    except TypeError as e:
        m = "TypeError: " + str(e)
    out.append(m if isinstance(m, str) or m is None else m.group(0))
print(out)
# ---- site_arity_errors_after_caching
import re
p = re.compile("a")
for args in [("xa",), ("xa", 1), ("xa", 1, 2), (), ("a", 0, 1, 2)]:
    try:
        m = p.search(*args)
        print(args, m and m.span())
    except TypeError as e:
        print(args, "TypeError", e)
for s in ["ab", "ba"]:
    print(p.search(s).span(), p.match(s), p.fullmatch(s))
for s in ["ab", "ba"]:
    try:
        print(p.search(s, "1"))
    except TypeError as e:
        print("TypeError", e)
# ---- site_match_methods_in_loop
import re
p = re.compile(r"(?P<k>\w+)=(\d+)")
counts = {}
for line in ["a=1", "b=22", "zz", "a=3", "c=x"]:
    m = p.search(line)
    if m:
        counts[m.group(1)] = counts.get(m.group("k"), 0) + int(m.group(2))
        print(m.groups(), m.start(2), m.end(), m.span(1), m.groupdict(), m.expand(r"\2-\1"))
print(counts)
# ---- site_str_four_param_methods
out = []
for s in ["abcabc", "xyz", "aaa"]:
    out.append((s.find("b"), s.find("c", 3), s.rfind("a"), s.index("a", 0) if "a" in s else None, s.count("a", 1), s.startswith("ab", 3), s.endswith("c", 0)))
print(out)
try:
    "abc".find("b", "1")
except TypeError as e:
    print("TypeError", e)
# ---- site_other_builtin_receivers
import collections
from fractions import Fraction
d = collections.OrderedDict(a=1)
c = collections.Counter("abca")
out = []
for obj in [d, c, {"a": 5}, collections.defaultdict(int, a=7), d]:
    out.append(obj.get("a", 0))
for obj in [1.5, 3, Fraction(1, 3), True, 2.0]:
    out.append(obj.is_integer() if hasattr(obj, "is_integer") else obj.bit_length())
for obj in [(1, 2, 1), [1, 1], (1,), "11"]:
    out.append(obj.count(1) if not isinstance(obj, str) else obj.count("1"))
print(out)
