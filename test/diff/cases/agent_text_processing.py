import re
import textwrap
import string
from collections import Counter
from html import escape, unescape

page = web_fetch(url="https://blog.test/post")["text"]
text = re.sub(r"<[^>]+>", " ", page)
text = unescape(re.sub(r"\s+", " ", text)).strip()
words = re.findall(r"[a-z']+", text.lower())
stop = {"the", "a", "and", "of", "to", "is", "in"}
freq = Counter(w for w in words if w not in stop)
print(textwrap.fill(text, width=40))
print(freq.most_common(3))
tmpl = string.Template("Top word: $word ($n times) in ${title}")
title = re.search(r"<h1>(.*?)</h1>", page).group(1)
print(tmpl.substitute(word=freq.most_common(1)[0][0], n=freq.most_common(1)[0][1], title=title))
print(escape('<a href="x">&</a>'), textwrap.shorten(text, 30), textwrap.dedent("   a\n   b"))
sentences = [s.strip() for s in re.split(r"(?<=[.!?])\s+", text) if s]
{"sentences": len(sentences), "longest": max(sentences, key=len), "caps": string.capwords("hello world tools")}
