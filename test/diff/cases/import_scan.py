import re

files = glob(pattern="**/*.py")["text"].splitlines()
imports = {}
for f in files:
    src = file_read(path=f)["text"]
    for m in re.finditer(r"^(?:from\s+([\w.]+)\s+import|import\s+([\w.]+))", src, re.M):
        mod = (m.group(1) or m.group(2)).split(".")[0]
        imports.setdefault(mod, []).append(f)
for mod in sorted(imports, key=lambda m: (-len(imports[m]), m)):
    print(f"{mod:10} used by {len(imports[mod])}: {', '.join(sorted(set(imports[mod])))}")
{m: len(v) for m, v in imports.items()}
