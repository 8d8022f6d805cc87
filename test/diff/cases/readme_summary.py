readme = file_read(path="README.md")
text = readme["text"]
lines = text.splitlines()
title = next((l.lstrip("# ").strip() for l in lines if l.startswith("# ")), "untitled")
words = len(text.split())
sections = [l[3:] for l in lines if l.startswith("## ")]
print(f"Title: {title}")
print(f"{len(lines)} lines, {words} words, {len(sections)} sections")
for i, s in enumerate(sections, 1):
    print(f"  {i}. {s}")
{"title": title, "sections": sections, "words": words}
