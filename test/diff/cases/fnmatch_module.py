import fnmatch

names = ["main.py", "test_main.py", "README.md", "setup.cfg", ".hidden.py", "data_1.csv", "data_x.csv", "Data_2.CSV", "a-b.txt", "notes.txt"]
for pat in ["*.py", "test_*", "*.[ct]*", "data_[0-9].csv", "data_[!0-9].csv", "?????.*", "*", "", "*.CSV", "[a-c]*", "*-*"]:
    print(repr(pat), fnmatch.filter(names, pat))

pats = ["*.py", "a*b*c", "***", "[a-z--]", "[z-a-]", "[c-a]", "[a-b-a]", "[a-c-b]", "[!]", "[]", "[!a-c]x*y*z",
        "[&~|]", "a\\[b", "[\\]", "[^x]", "[[]", "[!!]", "x[", "*.(py|js)", "a+b{2}$", "é*ü", "[🙂-🙃]", "[a-]", "[-a]", "[!-a]",
        "[a-c-e-g]", "[z-a-c-x]", "\t\n ", "#%"]
for p in pats:
    print(repr(p), repr(fnmatch.translate(p)))

cases = [("abc", "a*c"), ("abc", "a?c"), ("ABC", "abc"), ("a\nb", "a*b"), ("a\nb", "a?b"), (".x", "*x"), ("x]", "[]]"),
         ("-", "[a-]"), ("b", "[!a-c]"), ("]", "[!]]"), ("[", "[[]"), ("a&b", "a[&]b"), ("🙂x", "[🙂-🙃]?"), ("aaab", "*a*b"),
         ("", "*"), ("", ""), ("abc", "*c*"), ("x.py.bak", "*.py"), ("dir/file.py", "*.py"), ("^", "[^]")]
for name, pat in cases:
    print(repr(name), repr(pat), fnmatch.fnmatch(name, pat), fnmatch.fnmatchcase(name, pat))

print(fnmatch.filter(iter(["a1", "b2", "a3"]), "a*"), fnmatch.filter((n for n in ["x.py", "y.js"]), "*.js"), fnmatch.filter([], "*"))

def err(f, *args):
    try:
        print(f(*args))
    except Exception as e:
        print(type(e).__name__, e)

err(fnmatch.fnmatchcase, 1, "a")
err(fnmatch.fnmatch, 1, "a")
err(fnmatch.fnmatch, "a", None)
err(fnmatch.translate, 5)
err(fnmatch.translate, None)
err(fnmatch.filter, ["a", 1], "a")
err(fnmatch.filter, ["b", 1], "a")
err(fnmatch.filter, 5, "a")
err(fnmatch.filter, ["a"], 3)
err(fnmatch.fnmatch, "a")
print(fnmatch.fnmatch.__name__, fnmatch.translate.__name__, [hasattr(fnmatch, n) for n in ("filter", "fnmatch", "fnmatchcase", "translate")])
from fnmatch import fnmatch as fm, filter as ff
print(fm("x.txt", "*.txt"), ff(["q.txt"], "*.txt"))
