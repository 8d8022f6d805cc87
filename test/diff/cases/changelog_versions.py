import re

text = file_read(path="CHANGELOG.md")["text"]
versions = re.findall(r"^## \[?v?(\d+\.\d+\.\d+)\]?", text, flags=re.MULTILINE)
key = lambda v: tuple(int(p) for p in v.split("."))
ordered = sorted(versions, key=key)
print("versions found:", len(versions))
print("oldest:", ordered[0], "latest:", ordered[-1])
majors = {}
for v in ordered:
    majors.setdefault(v.split(".")[0], []).append(v)
for m, vs in majors.items():
    print(f"v{m}.x -> {vs}")
ordered[-1]
