from collections import deque
import re

start = "https://wiki.test/Home"
queue = deque([(start, 0)])
seen = {start}
order = []
while queue:
    url, depth = queue.popleft()
    html = web_fetch(url=url)["text"]
    order.append((depth, url.rsplit("/", 1)[-1]))
    if depth >= 2:
        continue
    for link in re.findall(r"\[\[(\w+)\]\]", html):
        nxt = "https://wiki.test/" + link
        if nxt not in seen:
            seen.add(nxt)
            queue.append((nxt, depth + 1))
for depth, name in order:
    print("  " * depth + name)
len(order)
