# Argument values keep their JSON types on the way to the tool: 10 vs 10.0, True, nested lists, None.
a = web_search(query="toolflow", limit=10)
b = web_search(query="toolflow", limit=10.0)
c = mcp__db__query(sql="select * from t where id in (?, ?) and ok = ?", params=[1, 2.5, True, None, "é"])
d = grep(pattern="x", path=".", case_insensitive=True, context=0)
e = mcp__db__query(sql="select 1", params=(7, 8))
f = mcp__db__lookup(id=2**70, tags={"env": "prod", "n": [1, [2, {"k": False}]]})
print(a, b, c, d["text"], e, f)
[a, b]
