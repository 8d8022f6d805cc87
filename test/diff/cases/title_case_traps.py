names = [r["name"] for r in mcp__crm__list_accounts(region="emea")]
for n in names:
    print(f"{n!r:<24} title={n.title()!r} cap={n.capitalize()!r} upper={n.upper()!r}")
print(sorted(names), sorted(names, key=str.lower), min(names), max(names, key=len))
print("hello world's".title(), "o'neil mc-donald 3rd".title(), "ﬂour".upper(), "İstanbul".lower())
print(sorted("bBaA"), "ABC".lower().islower(), "ABC1".isupper(), "abc".isupper(), "Σσς".lower(), "ς".upper())
[n.swapcase() for n in names]
