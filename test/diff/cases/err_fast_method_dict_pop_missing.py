d = {"a": 1}
print(d.pop("a"), d.get("a", "gone"))
d.pop("a")
