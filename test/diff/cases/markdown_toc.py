import re

doc = file_read(path="docs/guide.md")["text"]
toc = []
in_code = False
for line in doc.splitlines():
    if line.startswith("```"):
        in_code = not in_code
        continue
    m = re.match(r"(#{1,6})\s+(.+?)\s*#*$", line)
    if m and not in_code:
        level = len(m.group(1))
        title = m.group(2)
        slug = re.sub(r"[^\w\- ]", "", title.lower()).strip().replace(" ", "-")
        toc.append((level, title, slug))
base = min(l for l, _, _ in toc)
for level, title, slug in toc:
    print("  " * (level - base) + f"- [{title}](#{slug})")
len(toc)
