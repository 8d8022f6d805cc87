names = mcp__hr__list_people(dept="eng")
query = "STRASSE"
matches = [n for n in names if query.casefold() in n["street"].casefold()]
print([m["name"] for m in matches])
for n in names:
    print(n["name"].upper(), n["name"].lower(), n["name"].title(), n["name"].swapcase(), len(n["name"]))
print("ß".upper(), "ǅ".lower(), "ﬁ".upper(), "İ".lower() == "i̇")
sorted(n["name"] for n in names)
