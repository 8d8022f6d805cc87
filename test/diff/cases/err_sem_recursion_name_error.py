def helper(items):
    out = []
    for it in items:
        out.append(transform(it))
    return out

def transfrom(x):
    return x * 2

print(helper([]))
print(helper([1, 2]))
