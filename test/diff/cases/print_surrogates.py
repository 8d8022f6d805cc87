# print of text with astral characters (surrogate pairs), an escaped byte (U+DC80..U+DCFF) and a
# lone surrogate CPython's stdout cannot encode.
print("pairs: 😀 👩‍💻 " + "x" * 100 + " 💥")
print("escaped:", "a\udc80b" + "y" * 80)
print("wide, no pair: 日本語 — ok")
try:
    print("lone:", "\ud800")
except UnicodeEncodeError as e:
    print(type(e).__name__)
"done"
