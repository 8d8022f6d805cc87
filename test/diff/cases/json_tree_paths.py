def walk(node, prefix=""):
    if isinstance(node, dict):
        for k, v in node.items():
            paths.extend(walk(v, f"{prefix}.{k}" if prefix else k))
        return []
    if isinstance(node, list):
        for i, v in enumerate(node):
            paths.extend(walk(v, f"{prefix}[{i}]"))
        return []
    return [(prefix, node)]

paths = []
doc = http_get(url="https://api.test/config")
paths.extend(walk(doc))
for p, v in paths:
    print(f"{p} = {v!r}")
{p: type(v).__name__ for p, v in paths}
