import json

pkg = json.loads(file_read(path="package.json")["text"])
deps = pkg.get("dependencies", {})
dev = pkg.get("devDependencies", {})
print(f"{pkg['name']}@{pkg['version']}: {len(deps)} deps, {len(dev)} dev deps")
for name, ver in sorted({**deps, **dev}.items()):
    kind = "dev" if name in dev else "prod"
    caret = ver.startswith("^")
    print(f"{kind:>4} {name:<12} {ver:<10} {'caret' if caret else 'exact'}")
[f"{n}@{v.lstrip('^~')}" for n, v in deps.items()]
