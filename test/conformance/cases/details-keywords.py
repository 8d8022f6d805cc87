# Keyword arguments: each call as CPython 3.11 accepts or refuses it (the same message)
# ---- kw_000_datetime_date
import datetime
try:
    print(repr(datetime.date(2020, 1, 2).strftime(format="%Y-%m")))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_001_datetime_datetime
import datetime
try:
    print(repr(datetime.datetime(2020, 1, 2, 3, 4).strftime(format="%H:%M")))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_002_datetime_time
import datetime
try:
    print(repr(datetime.time(1, 2).strftime(format="%H-%M")))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_003_datetime_date_fromisocalendar
import datetime
try:
    print(repr(datetime.date.fromisocalendar(year=2020, week=1, day=1)))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_004_datetime_datetime_fromisocalendar
import datetime
try:
    print(repr(datetime.datetime.fromisocalendar(year=2020, week=2, day=3)))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_005_datetime_datetime_strptime
import datetime
try:
    print(repr(datetime.datetime.strptime(date_string="2020", format="%Y")))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_006_datetime_date_fromordinal
import datetime
try:
    print(repr(datetime.date.fromordinal(n=5)))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_007_datetime_datetime
import datetime
try:
    print(repr(datetime.datetime(2020, 1, 2).isoformat(sep=" ", timespec="minutes")))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_008_datetime_datetime
import datetime
try:
    print(repr(datetime.datetime(2020, 1, 2).replace(year=2021, day=5)))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_009_datetime_timedelta
import datetime
try:
    print(repr(datetime.timedelta(days=1, hours=2, weeks=1)))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_010_sorted
try:
    print(repr(sorted(iterable=[3, 1])))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_011_sorted
try:
    print(repr(sorted([3, 1, 2], key=None, reverse=True)))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_012_enumerate
try:
    print(repr(list(enumerate("ab", start=5))))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_013_list
try:
    print(repr(list(enumerate(iterable="ab", start=1))))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_014_int
try:
    print(repr(int(x="12")))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_015_int
try:
    print(repr(int("12", base=16)))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_016_int
try:
    print(repr(int("12", 8)))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_017_float
try:
    print(repr(float(x="1.5")))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_018_str
try:
    print(repr(str(object=5)))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_019_str
try:
    print(repr(str(b"ab", encoding="ascii")))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_020_str
try:
    print(repr(str(object=b"ab", encoding="ascii", errors="strict")))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_021_bool
try:
    print(repr(bool(x=1)))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_022_round
try:
    print(repr(round(number=2.567, ndigits=2)))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_023_round
try:
    print(repr(round(2.567, ndigits=1)))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_024_pow
try:
    print(repr(pow(base=2, exp=10)))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_025_pow
try:
    print(repr(pow(base=2, exp=10, mod=7)))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_026_min
try:
    print(repr(min([3, 1], key=abs, default=0)))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_027_max
try:
    print(repr(max([], default="none")))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_028_sum
try:
    print(repr(sum([1, 2], start=10)))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_029_sum
try:
    print(repr(sum(iterable=[1, 2])))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_030_zip
try:
    print(repr(list(zip([1], [2], strict=False))))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_031_list
try:
    print(repr(list(zip([1, 2], [3], strict=True))))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_032_print
print("a", "b", sep="-", end="!\n")
# ---- kw_033_a_b_c_split
try:
    print(repr("a,b,c".split(sep=",", maxsplit=1)))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_034_a_b_c_rsplit
try:
    print(repr("a b c".rsplit(maxsplit=1)))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_035_a_nb_splitlines
try:
    print(repr("a\nb".splitlines(keepends=True)))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_036_a_tb_expandtabs
try:
    print(repr("a\tb".split(maxsplit=-1)))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_037_abc_encode
try:
    print(repr("abc".encode(encoding="utf-8", errors="strict")))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_038_b_abc_decode
try:
    print(repr(b"abc".decode(encoding="utf-8")))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_039_abc_replace
try:
    print(repr("abc".replace(old="a", new="b")))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_040_abc_startswith
try:
    print(repr("abc".startswith(prefix="a")))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_041_abc_find
try:
    print(repr("abc".find(sub="b")))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_042_ab_join
try:
    print(repr("ab".join(iterable=["x", "y"])))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_043_abc_center
try:
    print(repr("abc".center(width=7, fillchar="*")))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_044_abc_ljust
try:
    print(repr("abc".ljust(5, fillchar="-")))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_045_x_format
try:
    print(repr("{x}".format(x=1)))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_046_abc_count
try:
    print(repr("abc".count("b", 0, 3)))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_047_abc_strip
try:
    print(repr("abc".strip(chars="a")))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_048_3_1_2_sort
try:
    print(repr([3, 1, 2].sort(key=None, reverse=True)))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_049_1_2_index
try:
    print(repr([1, 2].index(value=1)))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_050_1_2_count
try:
    print(repr([1, 2].count(value=1)))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_051_1_2_pop
try:
    print(repr([1, 2].pop(index=0)))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_052_1_2_insert
try:
    print(repr([1, 2].insert(index=0, object=5)))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_053_a_1_get
try:
    print(repr({"a": 1}.get(key="a")))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_054_a_1_get
try:
    print(repr({"a": 1}.get("b", default=0)))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_055_a_1_pop
try:
    print(repr({"a": 1}.pop(key="a")))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_056_a_1_setdefault
try:
    print(repr({"a": 1}.setdefault("b", default=2)))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_057_dict_fromkeys
try:
    print(repr(dict.fromkeys(iterable="ab", value=0)))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_058_dict_fromkeys
try:
    print(repr(dict.fromkeys("ab", value=0)))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_063_
try:
    print(repr((255).bit_length()))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_064_divmod
try:
    print(repr(divmod(a=7, b=2)))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_065_isinstance
try:
    print(repr(isinstance(obj=1, class_or_tuple=int)))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_066_range
try:
    print(repr(range(start=1, stop=3)))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_067_list
try:
    print(repr(list(map(func=abs, iterables=[-1]))))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_068_list
try:
    print(repr(list(filter(function=None, iterable=[0, 1]))))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_069_reversed
try:
    print(repr(reversed(sequence=[1, 2])))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_070_next
try:
    print(repr(next(iterator=iter([1]))))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_071_next
try:
    print(repr(next(iter([]), default=5)))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_072_iter
try:
    print(repr(iter(object=[1])))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_073_getattr
try:
    print(repr(getattr(o="a", name="upper")))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_074_hasattr
try:
    print(repr(hasattr(obj="a", name="upper")))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_075_format
try:
    print(repr(format(value=1, format_spec="04")))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_076_format
try:
    print(repr(format(1, format_spec="04")))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_077_repr
try:
    print(repr(repr(obj=1)))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_078_abs
try:
    print(repr(abs(x=-1)))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_079_len
try:
    print(repr(len(obj=[1])))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_080_chr
try:
    print(repr(chr(i=65)))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_081_ord
try:
    print(repr(ord(c="A")))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_082_hex
try:
    print(repr(hex(number=255)))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_083_bin
try:
    print(repr(bin(number=3)))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_084_oct
try:
    print(repr(oct(number=8)))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_085_hash
try:
    print(repr(hash(obj=1)))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_086_callable
try:
    print(repr(callable(obj=len)))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_087_any
try:
    print(repr(any(iterable=[1])))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_088_all
try:
    print(repr(all(iterable=[])))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_089_tuple
try:
    print(repr(tuple(iterable=[1])))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_090_list
try:
    print(repr(list(iterable=[1])))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_091_set
try:
    print(repr(set(iterable=[1])))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_092_frozenset
try:
    print(repr(frozenset(iterable=[1])))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_093_json_dumps
import json
try:
    print(repr(json.dumps(obj=[1], indent=None, sort_keys=True)))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_094_json_loads
import json
try:
    print(repr(json.loads(s="[1]")))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_095_json_dumps
import json
try:
    print(repr(json.dumps([1], separators=(",", ":"))))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_096_re_sub
import re
try:
    print(repr(re.sub(pattern="a", repl="b", string="aa", count=1)))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_097_re_split
import re
try:
    print(repr(re.split(pattern=",", string="a,b", maxsplit=1)))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_098_re_findall
import re
try:
    print(repr(re.findall(pattern="a", string="aa", flags=0)))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_099_re_compile
import re
try:
    print(repr(re.compile("a").sub(repl="b", string="aa", count=1)))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_100_re_match
import re
try:
    print(repr(re.match("a", "ab").group(0)))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_101_re_match
import re
try:
    print(repr(re.match("(a)", "ab").start(group=1)))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_102_re_match
import re
try:
    print(repr(re.match("a", "ab").groups(default=None)))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_103_math_isclose
import math
try:
    print(repr(math.isclose(a=1.0, b=1.0000000001, rel_tol=1e-9, abs_tol=0.0)))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_104_math_log
import math
try:
    print(repr(math.log(x=8)))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_105_math_sqrt
import math
try:
    print(repr(math.sqrt(x=4)))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_106_math_floor
import math
try:
    print(repr(math.floor(x=2.5)))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_107_math_prod
import math
try:
    print(repr(math.prod([2, 3], start=2)))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_108_math_dist
import math
try:
    print(repr(math.dist(p=[0, 0], q=[3, 4])))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_109_math_comb
import math
try:
    print(repr(math.comb(n=5, k=2)))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_110_math_perm
import math
try:
    print(repr(math.perm(5, k=2)))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_111_collections_counter
import collections
try:
    print(repr(collections.Counter("aab").most_common(n=1)))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_112_collections_deque
import collections
try:
    print(repr(collections.deque(iterable=[1], maxlen=2)))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_113_collections_namedtuple
import collections
try:
    print(repr(collections.namedtuple(typename="P", field_names="x y")))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_114_collections_defaultdict
import collections
try:
    print(repr(collections.defaultdict(default_factory=list)))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_115_list
import itertools
try:
    print(repr(list(itertools.islice(iterable=[1, 2], stop=1))))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_116_list
import itertools
try:
    print(repr(list(itertools.accumulate([1, 2], initial=5))))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_117_list
import itertools
try:
    print(repr(list(itertools.combinations(iterable=[1, 2, 3], r=2))))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_118_list
import itertools
try:
    print(repr(list(itertools.permutations([1, 2, 3], r=2))))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_119_list
import itertools
try:
    print(repr(list(itertools.product([1, 2], repeat=2))))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_120_list
import itertools
try:
    print(repr([(k, list(g)) for k, g in itertools.groupby(iterable=[1, 1, 2], key=None)]))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_121_list
import itertools
try:
    print(repr(next(itertools.count(start=1, step=2))))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_122_list
import itertools
try:
    print(repr(list(itertools.zip_longest([1], [2, 3], fillvalue=0))))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_123_list
import itertools
try:
    print(repr(list(itertools.chain(iterables=[1]))))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_124_functools_reduce
import functools
try:
    print(repr(functools.reduce(function=lambda a, b: a + b, iterable=[1, 2])))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_125_functools_reduce
import functools
try:
    print(repr(functools.reduce(lambda a, b: a + b, [1, 2], initial=5)))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_126_statistics_mean
import statistics
try:
    print(repr(statistics.mean(data=[1, 2])))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_127_statistics_median
import statistics
try:
    print(repr(statistics.median(data=[1, 2, 3])))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_128_textwrap_wrap
import textwrap
try:
    print(repr(textwrap.wrap(text="a b c", width=3)))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_129_textwrap_shorten
import textwrap
try:
    print(repr(textwrap.shorten("hello world", width=8, placeholder="..")))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_130_textwrap_indent
import textwrap
try:
    print(repr(textwrap.indent(text="a", prefix="> ")))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_131_textwrap_dedent
import textwrap
try:
    print(repr(textwrap.dedent(text="  a")))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_132_base64_b64encode
import base64
try:
    print(repr(base64.b64encode(s=b"a")))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_133_base64_b64decode
import base64
try:
    print(repr(base64.b64decode(s="YQ==", validate=True)))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_134_hashlib_sha256
import hashlib
try:
    print(repr(hashlib.sha256(b"a").hexdigest()))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_135_hashlib_md5
import hashlib
try:
    print(repr(hashlib.md5(b"a", usedforsecurity=False).hexdigest()))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_136_urllib_parse_quote
import urllib.parse
try:
    print(repr(urllib.parse.quote(string="a b", safe="")))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_137_urllib_parse_urlencode
import urllib.parse
try:
    print(repr(urllib.parse.urlencode(query={"a": 1}, doseq=True)))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_138_urllib_parse_urlparse
import urllib.parse
try:
    print(repr(urllib.parse.urlparse(url="http://x/y", scheme="", allow_fragments=True).path))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_139_string_capwords
import string
try:
    print(repr(string.capwords(s="a b", sep=None)))
except Exception as e:
    print(type(e).__name__, e)
# ---- kw_strptime_count
import datetime
try:
    datetime.datetime.strptime("2020")
except TypeError as e:
    print(e)
# ---- kw_fromordinal_count
import datetime
try:
    datetime.date.fromordinal()
except TypeError as e:
    print(e)
# ---- kw_sum_no_args
try:
    sum()
except TypeError as e:
    print(e)
# ---- kw_sum_too_many
try:
    sum([1], 5, start=3)
except TypeError as e:
    print(e)
# ---- kw_str_methods_noargs
for f in [lambda: "a".upper(1), lambda: [].copy(1), lambda: {}.keys(1)]:
    try:
        f()
    except TypeError as e:
        print(e)
# ---- kw_date_strftime_bad_kw
import datetime
try:
    datetime.date(2020, 1, 1).strftime(fmt="%Y")
except TypeError as e:
    print(e)
