import json

graph = json.loads(file_read(path="deps.json")["text"])

def visit(node, stack):
    if node in stack:
        raise RuntimeError("cycle: " + " -> ".join(stack + [node]))
    for dep in graph[node]:
        visit(dep, stack + [node])

for n in graph:
    visit(n, [])
    print("ok", n)
