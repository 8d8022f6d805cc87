paths = glob(pattern="**/*")["text"].splitlines()
root = "/home/dev/project/"
rel = [p.removeprefix(root) for p in paths]
py = [p.removesuffix(".py") for p in rel if p.endswith(".py")]
tests = [p for p in rel if p.startswith(("tests/", "test_")) or "/test_" in p]
exts = sorted({p.rsplit(".", 1)[-1] for p in rel if "." in p.split("/")[-1]})
print("modules:", py)
print("tests:", tests)
print("extensions:", exts)
dirs = sorted({p.rpartition("/")[0] or "." for p in rel})
dirs
