# Values: str — code points (emoji, CJK), escapes, repr, operators.
# ---- len_emoji_cjk
s = "héllo 😀 世界"
print(len(s), s[6], s[-1], s[6:9], s[::-1])
# ---- emoji_iter
for ch in "a😀b":
    print(ch, ord(ch))
# ---- astral_slice_step
s = "😀😁😂🤣😃"
print(s[::2], s[1::2], s[-2:], len(s), s.find("😂"), s.index("🤣"))
# ---- str_repr_quotes
print(repr("it's"), repr('say "hi"'), repr("both ' and \""), repr("tab\there"), repr("nl\n"), repr("\x00\x7f"))
# ---- str_repr_unicode
print(repr("é😀世"), repr("\u200b"), repr("\x85"), repr("\ud800"), ascii("é😀"))
# ---- str_escapes
print("a\tb\\n", "\x41\u00e9\U0001F600", "\101", "\N{BULLET}" if False else "x", len("\r\n"))
# ---- str_raw
print(r"\d+\n", r"a\\b", len(r"\n"))
# ---- str_triple
s = """line1
  line2\
 joined"""
print(s)
# ---- str_implicit_concat
s = ("abc" "def"
     'ghi')
print(s, len(s))
# ---- str_mul
print("ab" * 3, 3 * "x", "z" * 0, "q" * -2, repr([1] * 0))
# ---- str_add_int
print("a" + 1)
# ---- str_compare
print("a" < "b", "abc" < "abd", "Z" < "a", "é" > "z", "😀" > "世", "" < "a", "ab" < "a")
# ---- str_in
print("ell" in "hello", "" in "x", "z" not in "abc", "😀" in "a😀")
# ---- str_index_error
"abc"[5]
# ---- str_item_assign
s = "abc"
s[0] = "x"
# ---- str_negative_index
s = "python"
print(s[-1], s[-6], s[1:-1], s[-100:100], s[4:1], s[::-2])
# ---- str_slice_steps
s = "0123456789"
print(s[1:8:3], s[8:1:-3], s[::-1][::3], s[-1:-11:-4], s[:: 5])
# ---- str_slice_zero_step
"abc"[::0]
# ---- str_iter_sorted
print(sorted("hello"), list("héé"), tuple("ab"), set("aa") == {"a"})
# ---- str_ord_chr
print(ord("a"), ord("€"), ord("😀"), chr(97), chr(8364), chr(128512), chr(0x4E16))
# ---- str_ord_bad
ord("ab")
# ---- chr_bad
chr(-1)
# ---- str_str_repr_nested
print(str(["a", 'b"', "c'"]), str(("x",)), str({"k": "v"}))
# ---- str_bool_none
print(str(None), str(True), repr(None), str(1.0), str(-0.0))
# ---- str_hash_consistent
print(hash("abc") == hash("ab" + "c"))
# ---- str_multiline_repr
print(repr("a\nb\r\tc"), repr("\\"))
# ---- str_format_widths_cjk
print("[" + "世界".ljust(5) + "]", "[" + "😀".center(5, "*") + "]")
# ---- str_immutable_methods
s = "abc"
t = s.upper()
print(s, t)
# ---- str_concat_loop
out = ""
for i in range(5):
    out += str(i) * i
print(out, len(out))
# ---- str_zero_width_join
s = "👨‍👩‍👧"
print(len(s), [hex(ord(c)) for c in s])
# ---- str_cmp_mixed_error
"a" < 1
# ---- str_concat_inline
a = "k" + str(7)
a += "é"
b = "\U0001F600" + "x"
c = "" + ""
print(a, len(a), b, len(b), len(b + b), c == "", len(c), "a" + "\ud800"[0:0])
for bad in [1, None, 2**70, 1.5, [1]]:
    try:
        "s" + bad
    except TypeError as e:
        print(e)
try:
    x = [1] + "s"
except TypeError as e:
    print(e)
# ---- str_len_repr_direct
print(str(5), str(-5), str(2**53), str(-(2**60)), str(True), str(None), str(1.0), str("s"), str([1, "a"]))
print(len("ab\U0001F600"), len([1, 2]), len({1: 2}), len(range(10)), repr("a'b"), repr(2**70), repr(True))
try:
    len(5)
except TypeError as e:
    print(e)
def shadow():
    len = lambda x: -1
    return len("abc")
print(shadow())
# ---- builtin_rebound_after_use
def f(x):
    return len(x), str(x)
print(f("ab"))
len = lambda x: 42
str = lambda x: "s"
print(f("ab"), len("ab"), str(1))
# ---- str_nul_characters_printed_whole
print('a\x00b')
print('\x00')
print('x' * 40 + '\x00' + 'é\x00😀', chr(0) * 3, sep='\x00', end='\x00\n')
s = 'k\x00v'
print(len(s), s.split('\x00'), repr(s))
s
