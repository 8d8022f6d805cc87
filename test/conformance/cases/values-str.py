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
