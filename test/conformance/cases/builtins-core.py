# Builtins: print, len, range, enumerate, zip, sorted, reversed, min/max, sum, any/all, abs, round,
# divmod, pow, conversions, isinstance, type, repr, map/filter, next/iter, hash, ord/chr, hex/oct/bin,
# format, callable, getattr/hasattr.
# ---- print_sep_end
print(1, 2, 3, sep="-", end="!\n")
print("a", "b", sep="")
print()
print("no newline", end="")
print(" continued")
print(*[1, 2], sep=", ")
print(None, sep=None, end=None)
# ---- print_bad_sep
print(1, sep=5)
# ---- len_various
print(len("😀a"), len([1, 2]), len({"a": 1}), len(range(0, 10, 3)), len(set()), len(()), len({1: 1}.items()))
# ---- len_no_len
len(iter([]))
# ---- enumerate_start
print(list(enumerate("ab")), list(enumerate("ab", start=5)), list(enumerate([], 3)), list(enumerate("x", -1)))
# ---- zip_forms
print(list(zip()), list(zip([1, 2, 3], "ab")), list(zip([1], [2], [3])), dict(zip("ab", [1, 2])))
# ---- zip_strict
print(list(zip([1, 2], [3, 4], strict=True)))
list(zip([1, 2], [3], strict=True))
# ---- sorted_stability_key
people = [("bob", 30), ("al", 25), ("cy", 30), ("di", 25)]
print(sorted(people, key=lambda p: p[1]), sorted(people, key=lambda p: p[1], reverse=True))
# ---- sorted_reverse_stable
print(sorted([(1, "a"), (0, "b"), (1, "c"), (0, "d")], key=lambda t: t[0], reverse=True))
# ---- sorted_mixed_error
sorted([1, "a", 2])
# ---- sorted_bad_kw
sorted([1], bad=1)
# ---- sorted_positional_key
sorted([1], len)
# ---- sorted_types
print(sorted("bca"), sorted({3: 1, 1: 2}), sorted({2, 1}), sorted((3.5, 1, True)), sorted([[2], [1, 5], []]))
# ---- sorted_key_str_lower
print(sorted(["b", "A", "c", "B"], key=str.lower), sorted(["ab", "c", "def"], key=len))
# ---- reversed_forms
print(list(reversed([1, 2])), list(reversed((1, 2))), list(reversed(range(1, 7, 2))), list(reversed({"a": 1, "b": 2})))
# ---- reversed_set_error
reversed({1, 2})
# ---- min_max_forms
print(min(3, 1, 2), max([3, 1, 2]), min("bca"), max("ab", "b", key=len), min([], default="empty"), max([(1, "b"), (1, "a")]))
# ---- min_max_key_ties
print(max(["aa", "bb", "c"], key=len), min(["aa", "bb", "c", "d"], key=len))
# ---- min_empty
min([])
# ---- max_empty_message
max(())
# ---- min_default_with_args
min(1, 2, default=0)
# ---- sum_forms
print(sum([1, 2, 3]), sum([1, 2], 10), sum([0.1, 0.2]), sum([[1], [2]], []), sum(range(101)), sum([True, True]), sum([], start=5))
# ---- sum_str_error
sum(["a", "b"], "")
# ---- sum_mixed_error
sum([1, "a"])
# ---- any_all_values
print(any([]), all([]), any([0, "", None]), all([1, "a", [0]]), any(x > 2 for x in [1, 3]), all("abc"))
# ---- abs_forms
print(abs(-3), abs(3.5), abs(-0.0), abs(-2**100), abs(False))
# ---- abs_str
abs("x")
# ---- round_forms
print(round(2.5), round(3.5), round(-2.5), round(0.1 + 0.2, 10), round(2.345, 2), round(7, 1), round(1.23456, None), round(-0.4))
# ---- round_neg_ndigits_float
print(round(1234.5, -1), round(1255.0, -1), round(15.0, -1), round(25.0, -1))
# ---- divmod_forms
print(divmod(7, 2), divmod(-7, 2), divmod(7.0, 2), divmod(-2**65, 3))
# ---- divmod_zero
divmod(1, 0)
# ---- pow_forms
print(pow(2, 10), pow(2, -1), pow(2.0, 3), pow(10, 20), pow(7, 2, 5), pow(-1, 0.5) if False else pow(4, 0.5))
# ---- pow_mod_zero
pow(2, 3, 0)
# ---- int_float_str_bool_ctor
print(int("10"), int(2.9), float("1e3"), float(2), str(1.0), str([1]), bool([]), bool("x"), int(True), float(" 3.5\n"))
# ---- list_tuple_dict_set_ctor
print(list("ab"), list((1, 2)), list({"a": 1}), tuple([1]), dict(a=1, b=2), dict([("x", 1)]), dict({"a": 1}, b=2), set([1, 1]), frozenset("aa"), list(range(3)))
# ---- dict_ctor_bad
dict([1, 2])
# ---- dict_ctor_bad_len
dict([(1, 2, 3)])
# ---- tuple_of_tuple_identity
t = (1, 2)
print(tuple(t) is t, tuple(t) == t, list(t) is t)
# ---- isinstance_forms
print(isinstance(1, int), isinstance(True, int), isinstance(1, float), isinstance(1.0, (int, float)), isinstance("s", str), isinstance([], (tuple, list)), isinstance(None, type(None)), isinstance({}, dict), isinstance(frozenset(), set))
# ---- isinstance_bad_arg
isinstance(1, "int")
# ---- type_names
for v in [1, 1.0, "s", True, None, [], (), {}, set(), frozenset(), range(1), len, lambda: 0, iter([]), ValueError("x"), int, (x for x in [])]:
    print(type(v).__name__)
# ---- type_eq
print(type(1) == int, type(True) == int, type("") is str, type([]) in (list, tuple))
# ---- repr_forms
print(repr(1), repr(1.0), repr("a"), repr([1, "a"]), repr((1,)), repr({1: "a"}), repr(set()), repr({1}), repr(frozenset({1})), repr(None), repr(range(2)), repr(True))
# ---- map_multi
print(list(map(lambda a, b: a + b, [1, 2, 3], [10, 20])), list(map(str, range(3))), list(map(int, "123")))
# ---- filter_forms
print(list(filter(lambda x: x % 2, range(6))), list(filter(str.isdigit, "a1b2")))
# ---- next_default
it = iter([1])
print(next(it), next(it, "default"), next(iter(""), None))
# ---- iter_dict_str
print(list(iter({"a": 1, "b": 2})), list(iter("xy")))
# ---- iter_non_iterable
iter(5)
# ---- next_non_iterator
next([1, 2])
# ---- hash_forms
print(hash(1) == hash(1.0), hash("a") == hash("a"), hash((1, 2)) == hash((1, 2)), hash(-1), hash(0), hash(True), hash(None) == hash(None))
# ---- hash_list_error
hash([1])
# ---- ord_chr_round_trip
print([ord(c) for c in "aé€😀"], "".join(chr(c) for c in [72, 105, 0x1F600]))
# ---- chr_too_big
chr(0x110000)
# ---- hex_oct_bin
print(hex(255), hex(-255), oct(8), oct(-8), bin(5), bin(-5), bin(0), hex(2**70), hex(True))
# ---- hex_float_error
hex(1.5)
# ---- callable_forms
print(callable(len), callable(lambda: 0), callable(5), callable(int), callable("s"), callable(str.upper))
# ---- getattr_hasattr
s = "abc"
print(getattr(s, "upper")(), hasattr(s, "nope"), getattr(s, "nope", "dflt"), hasattr([], "append"), getattr(5, "real"))
# ---- getattr_missing
getattr([], "nope")
# ---- int_float_bad_type
int([1])
# ---- float_bad_type
float(None)
# ---- list_non_iterable
list(5)
# ---- str_of_containers_floats
print(str([0.1, 1e16, -0.0]), str({"a": 1.5}))
# ---- builtins_as_values
fs = [len, str, abs]
print([f(-1) if f is abs else f("ab") for f in fs])
# ---- range_args
print(list(range(-3)), list(range(2, -2, -1)), range(1, 10, 3)[1], list(range(True, 3)))
# ---- enumerate_kw_bad
enumerate([1], begin=2)
# ---- bool_ctor_forms
print(bool(), bool(0.0), bool("False"), bool([[]]), bool({}), bool(range(0)))
# ---- int_ctor_base_kw
print(int("ff", base=16), int("101", 2), int("0x10", 0), int("-0b11", 0))
# ---- int_base_invalid
int("10", 1)
# ---- str_ctor_kw_error
str(5, "utf-8")
# ---- tuple_of_namedtuple_is_plain
from collections import namedtuple
P = namedtuple("P", "x y")
p = P(1, 2)
t = tuple(p)
print(t, type(t).__name__, t == p, list(p))
