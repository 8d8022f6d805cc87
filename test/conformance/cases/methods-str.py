# Methods: every str method in SUBSET.md, with the corners scripts hit.
# ---- split_forms
print("a b  c".split(), " a b ".split(" "), "a,b,,c".split(","), "a,b,c".split(",", 1), "".split(), "".split(","), "  ".split(), "a b c".split(None, 1))
# ---- rsplit_forms
print("a,b,c".rsplit(",", 1), "a b c".rsplit(maxsplit=1), " a b ".rsplit(), "abc".rsplit("b"), "x".rsplit(",", 0))
# ---- split_empty_sep
"a".split("")
# ---- split_maxsplit_kw
print("a-b-c".split(sep="-", maxsplit=1), "a b".split(maxsplit=-1))
# ---- splitlines_forms
print("a\nb\r\nc\rd\n".splitlines(), "a\n\nb".splitlines(), "x\ny\n".splitlines(True), "".splitlines(), "a\x0bb\x1cc\u2028d".splitlines())
# ---- splitlines_edges
print("\n".splitlines(), "\r\n".splitlines(True), "\r\r\n\n".splitlines(), "\r\r\n\n".splitlines(keepends=True), "a\x85b\x1dc\x1ed\x0ce\u2029".splitlines(True), "no break".splitlines(), "x\r".splitlines(True), "\u2028".splitlines())
# ---- splitlines_newline_only
print("a\nb".splitlines(), "a\nb\n".splitlines(), "\n".splitlines(), "\n\n".splitlines(True), "a\n\nb\n".splitlines(True), "a\nb".splitlines(keepends=True), "no break".splitlines(True), "x\n".splitlines(1), "\u00e9\n\u00e9".splitlines())
# ---- join_forms
print("-".join(["a", "b"]), "".join([]), ", ".join("abc"), " ".join(str(i) for i in range(3)), "x".join({"k": 1}))
# ---- join_non_str
",".join([1, 2])
# ---- strip_forms
print(repr("  x \n".strip()), "xxhixx".strip("x"), "abcba".strip("ab"), "  a".lstrip(), "a  ".rstrip(), "--a--".lstrip("-"), "--a--".rstrip("-"), repr("\t\u3000x\u00a0".strip()))
# ---- startswith_endswith
print("hello".startswith("he"), "hello".startswith(("x", "hel")), "hello".endswith("lo"), "hello".endswith(("a", "b")), "hello".startswith("l", 2), "hello".startswith("", 10), "hello".endswith("ell", 0, 4))
# ---- startswith_list_error
"x".startswith(["x"])
# ---- find_rfind_index
s = "abcabc"
print(s.find("c"), s.rfind("c"), s.find("x"), s.find("a", 1), s.find("a", 1, 3), s.index("b"), s.rindex("b"), s.find(""), s.rfind(""), s.find("c", -2))
# ---- index_not_found
"abc".index("z")
# ---- rindex_not_found
"abc".rindex("z")
# ---- count_forms
print("aaaa".count("aa"), "abc".count(""), "banana".count("a", 2), "banana".count("an", 0, 4), "😀😀".count("😀"))
# ---- replace_forms
print("aaa".replace("a", "b"), "aaa".replace("a", "b", 2), "abc".replace("", "-"), "abc".replace("x", "y"), "aaa".replace("a", "", -1), "😀x😀".replace("😀", "y"))
# ---- case_methods
s = "hello WORLD ß ǅ"
print(s.lower(), s.upper(), s.title(), s.capitalize(), s.swapcase(), s.casefold())
# ---- title_edge
print("they're bill's friends".title(), "hello_world 2nd".title(), "ÉCOLE".capitalize(), "a1b2".title())
# ---- is_methods
for s in ["123", "12.5", "abc", "abc123", "", " \t\n", "ABC", "abc", "Abc", "½", "²", "٣", "_id", "1id", "class", "é"]:
    print(repr(s), s.isdigit(), s.isalpha(), s.isalnum(), s.isspace(), s.isupper(), s.islower(), s.isnumeric(), s.isidentifier())
# ---- partition_forms
print("a=b=c".partition("="), "a=b=c".rpartition("="), "abc".partition("x"), "abc".rpartition("x"))
# ---- partition_empty_sep
"abc".partition("")
# ---- zfill_forms
print("42".zfill(5), "-42".zfill(5), "+7".zfill(3), "abc".zfill(2), "".zfill(3))
# ---- justify_forms
print("[" + "ab".ljust(5) + "]", "[" + "ab".rjust(5, "*") + "]", "[" + "ab".center(7, "-") + "]", "[" + "abc".center(6) + "]", "[" + "x".center(4) + "]", "ab".ljust(1))
# ---- justify_bad_fill
"a".ljust(5, "ab")
# ---- removeprefix_suffix
print("prefix_x".removeprefix("prefix_"), "x".removeprefix("y"), "file.py".removesuffix(".py"), "a".removesuffix(""))
# ---- format_method
print("{}-{}".format("a", 1), "{name:>6}".format(name="x"), "{0:.1f}".format(2.25), "{!r}".format("q"))
# ---- encode_decode
b = "héllo 😀".encode()
print(b, len(b), b.decode(), "abc".encode("utf-8"), b.decode("utf-8") == "héllo 😀", type(b).__name__)
# ---- encode_bad_codec
"a".encode("latin-1")
# ---- str_method_wrong_type
"abc".count(1)
# ---- str_methods_chain
s = "  Hello, World!  "
print(s.strip().lower().replace(",", "").split())
# ---- expandtabs_absent_ok
print("a\tb".replace("\t", "    "))
# ---- upper_special
print("ß".upper(), "ﬁ".upper(), "İ".lower(), len("İ".lower()))
# ---- isdigit_unicode
print("١٢٣".isdigit(), int("١٢٣"), "Ⅻ".isnumeric(), "Ⅻ".isdigit())
# ---- split_whitespace_unicode
print("a\u3000b\u00a0c\x1fd".split())
# ---- center_odd_padding
print(["abc".center(n, "*") for n in range(3, 8)], ["ab".center(n, "*") for n in range(2, 7)])
# ---- str_startswith_tuple_start_end
print("abcdef".startswith(("cd", "x"), 2, 4), "abcdef".endswith(("de",), 0, -1))
# ---- count_overlap_and_bounds
print("aaa".count("a", -2), "aaa".count("a", 5), "abc".count("", 1, 2))
# ---- find_emoji_positions
s = "x😀y😀z"
print(s.find("y"), s.rfind("😀"), s.index("z"), s[s.find("y"):])
