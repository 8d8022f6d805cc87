# sorted(xs, key=, reverse=) and min(xs) / max(xs) with or without key= of the builtins: keys of
# lambdas, defs, builtins and types, None, a key that raises or calls a tool, generators that
# call tools, stability under reverse, unorderable items, empty inputs, the keywords' evaluation
# order, and the forms left to the general call (reverse= before key=, two positionals, default=).
rows = [{"name": "b", "score": 3}, {"name": "a", "score": 5}, {"name": "c", "score": 3}]
print(sorted(rows, key=lambda r: r["score"]), sorted(rows, key=lambda r: r["score"], reverse=True))
print([r["name"] for r in sorted(rows, key=lambda r: (-r["score"], r["name"]))], sorted(["b", "A", "c"], key=str.lower))
print(sorted(["ccc", "a", "bb"], key=len), sorted(["10", "9", "100"], key=int), sorted("hello", reverse=True), sorted([3, 1, 2], key=None))
print(min(rows, key=lambda r: r["score"])["name"], max(rows, key=lambda r: r["score"])["name"], min([4, 2, 8]), max("hello"), max({"x": 1, "yy": 2}, key=len))
print(sorted({"b": 1, "a": 2}.items(), key=lambda kv: kv[1], reverse=True), min([(2, "b"), (1, "z")]), max([1.5, 2, True]))
def loud(tag, value):
    print("evaluating", tag)
    return value
print(sorted(loud("items", [3, 1, 2]), key=loud("key", lambda v: -v), reverse=loud("reverse", 0)))
print(sorted([3, 1, 2], reverse=loud("first", True), key=loud("second", None)), max(3, 7, key=lambda v: -v), min([], default="none"))
def bad_key(v):
    if v == 2:
        raise ValueError("no key for 2")
    return v
for attempt in (lambda: sorted([1, 2, 3], key=bad_key), lambda: max([1, 2], key=bad_key), lambda: sorted([1, "a"]), lambda: min([]), lambda: max([], key=len), lambda: sorted(5), lambda: min(None, key=len)):
    try:
        print(attempt())
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
def fetched_len(path):
    return len(read(path=path)["text"])
print(sorted(["notes.txt", "README.md"], key=fetched_len), max(["README.md", "notes.txt"], key=fetched_len))
print(sorted(read(path=p)["text"] for p in ["notes.txt", "README.md"]), min(len(read(path=p)["text"]) for p in ["README.md", "notes.txt"]))
opts = {"reverse": True}
print(sorted([1, 3, 2], **opts), max([1, 3], **{"key": lambda v: -v}), min([2, 1], **{}))
def shadowed(sorted, max):
    return sorted([2, 1], key=None), max([1], key=len)
print(shadowed(lambda xs, key: "own sorted", lambda xs, key: "own max"))
