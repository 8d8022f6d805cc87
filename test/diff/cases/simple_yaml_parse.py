def parse(text):
    root = {}
    stack = [(-1, root)]
    for raw in text.splitlines():
        if not raw.strip() or raw.lstrip().startswith("#"):
            continue
        indent = len(raw) - len(raw.lstrip(" "))
        key, _, value = raw.strip().partition(":")
        while stack[-1][0] >= indent:
            stack.pop()
        parent = stack[-1][1]
        if value.strip():
            parent[key] = value.strip()
        else:
            parent[key] = {}
            stack.append((indent, parent[key]))
    return root

cfg = parse(file_read(path="ci.yml")["text"])
for job, spec in cfg["jobs"].items():
    print(job, "->", spec.get("runs-on", "?"), "/", len(spec.get("steps", {})), "steps")
cfg
