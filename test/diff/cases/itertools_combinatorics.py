from itertools import product, combinations, permutations, groupby

regions = [r["name"] for r in mcp__cloud__regions(provider="acme")]
sizes = ["s", "m"]
matrix = [f"{r}-{s}" for r, s in product(regions, sizes)]
print(matrix)
print(list(combinations(regions, 2)), len(list(permutations(regions))), list(permutations("ab")))
print(list(product([0, 1], repeat=2)))
events = ["a", "a", "b", "a", "c", "c"]
print([(k, len(list(g))) for k, g in groupby(events)])
print([(k, [x for x in g]) for k, g in groupby(sorted(regions, key=len), key=len)])
len(matrix)
