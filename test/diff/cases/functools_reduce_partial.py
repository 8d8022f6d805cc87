from functools import reduce, partial

def fetch_repo(owner, repo):
    return mcp__github__get_repo(owner=owner, repo=repo)

acme = partial(fetch_repo, "acme")
repos = [acme(r) for r in ["widgets", "gadgets", "gizmos"]]
stars = reduce(lambda acc, r: acc + r["stars"], repos, 0)
langs = reduce(lambda acc, r: acc | {r["language"]}, repos, set())
print("stars:", stars)
print("languages:", sorted(langs))
reduce(lambda a, b: a if a["stars"] >= b["stars"] else b, repos)["name"]
