# Syntax: literal forms — strings, numbers, containers.
# ---- string_prefixes
print(r"\t", R"\n", "\t" == "	", u"x" if False else "y")
# ---- triple_single
s = '''a
'b' "c"'''
print(s)
# ---- escapes_all
print(repr("\a\b\f\n\r\t\v\\\'\"\0"))
# ---- octal_hex_escape
print("\101\x42\u0043\U00000044", "\7" == "\x07")
# ---- line_continuation
x = 1 + \
    2
print(x)
# ---- implicit_concat_fstring
n = 3
print("a" f"{n}" 'b' f'{n + 1}')
# ---- numbers_underscore
print(1_000, 0x_dead_beef, 1_0.0_1, 1e1_0)
# ---- numbers_big_literal
print(123456789012345678901234567890, 0xFFFFFFFFFFFFFFFFFFFF)
# ---- container_literals
print([], [1,], (1,), {}, {1,}, {"a": 1,}, [[]], ({},))
# ---- nested_literal_trailing
d = {
    "a": [1, 2,
          3],
    "b": (4,
          5),
}
print(d)
# ---- star_in_literals
a = [1, 2]
b = (3,)
print([*a, *b], (*a, 0), {*a, *a}, [*"ab"], [*range(2), *{}])
# ---- dict_unpack_literal
a = {"x": 1, "y": 2}
b = {"y": 3, "z": 4}
print({**a, **b}, {**b, **a}, {**a, "x": 9}, {"x": 9, **a})
# ---- bool_none_literals
print(True, False, None, type(None).__name__)
# ---- string_with_hash
print("# not a comment", '#')  # a comment
# ---- unicode_identifiers
café = 3
名前 = "x"
print(café, 名前)
# ---- semicolons
a = 1; b = 2; print(a + b)
# ---- float_exponent_forms
print(1e0, 1E+2, 1.5e-3, 0.5e1, 10e-1)
# ---- empty_string_forms
print(repr(""), repr(''), repr(""""""), len(''''''))
# ---- nested_quotes_fstring
name = "x"
print(f"{'a' + name}", f'{"b"}', f"{name!r}")
# ---- bytes_refused_literal_encode
print("abc".encode(), "é".encode(), b"x" if False else "ok")
# ---- named_escapes
print(ascii("\N{EM DASH}\N{latin small letter e with acute}\N{CJK UNIFIED IDEOGRAPH-4E00}\N{HANGUL SYLLABLE GAG}\N{BOM}\N{NUL}\N{VS17}\N{SNOWMAN}"))
print(ascii(f"{1}\N{BULLET}{2:>3}\N{RIGHTWARDS ARROW}"), r"\N{BULLET}", b"\N{BULLET}", rb"\N{x}", len("\N{LINE FEED}"))
print(ascii("""\N{GREEK SMALL LETTER ALPHA}
\N{cjk compatibility ideograph-f900}"""), ascii(u"\N{Space}"))
# ---- named_escape_unknown
# line: check
x = 1
print("ok \N{NOT A REAL CHARACTER NAME}")
# ---- named_escape_named_sequence
# line: check
print("\N{LATIN CAPITAL LETTER A WITH MACRON AND GRAVE}")
# ---- named_escape_lowercase_cjk
# line: check
s = "\N{cjk unified ideograph-4E00}"
# ---- named_escape_after_non_ascii
# line: check
s = "é€ \N{NO SUCH}"
# ---- named_escape_malformed
# line: check
s = "ab\N{}"
# ---- named_escape_unclosed
# line: check
s = "\N{SPACE"
# ---- named_escape_no_brace
# line: check
s = "\Nx"
# ---- named_escape_fstring_unknown
# line: check
n = 2
s = f"{n} \N{NO SUCH NAME}"
# ---- named_escape_too_long
# line: check
s = "\N{AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA}"
