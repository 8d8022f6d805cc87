import re

html = web_fetch(url="https://example.org/index.html")["text"]
links = re.findall(r'href="([^"]+)"', html)
external = [l for l in links if l.startswith(("http://", "https://"))]
internal = [l for l in links if not l.startswith(("http://", "https://", "mailto:", "#"))]
print(f"{len(links)} links: {len(external)} external, {len(internal)} internal")
for l in sorted(set(external)):
    print(" ext", l)
{"internal": internal, "mail": [l.removeprefix("mailto:") for l in links if l.startswith("mailto:")]}
