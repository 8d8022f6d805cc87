import fnmatch
names = ["a.py", "b.py"]
print([n for n in names if fnmatch.fnmatch(n, "*.py")])
fnmatch.fnmatchcase("a.py", 42)
