# Recursion a few hundred frames deep is well inside CPython's default limit of 1000.
def depth(node):
    return 1 + max((depth(c) for c in node.get("children", [])), default=0)

def chain(n):
    node = {}
    for _ in range(n):
        node = {"children": [node]}
    return node

def count_down(n):
    return 0 if n == 0 else 1 + count_down(n - 1)

print(count_down(400), depth(chain(150)))
sum(count_down(k) for k in (10, 100, 300))
