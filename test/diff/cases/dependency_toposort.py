import json

graph = json.loads(file_read(path="deps.json")["text"])
order, state = [], {}

def visit(node, path=()):
    if state.get(node) == "done":
        return
    if state.get(node) == "active":
        raise RuntimeError("cycle: " + " -> ".join(path + (node,)))
    state[node] = "active"
    for dep in sorted(graph.get(node, [])):
        visit(dep, path + (node,))
    state[node] = "done"
    order.append(node)

for n in sorted(graph):
    visit(n)
print(" -> ".join(order))
order
