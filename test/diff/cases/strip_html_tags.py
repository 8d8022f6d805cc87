import re
page = web_fetch(url="https://blog.test/post/1")["text"]
body = re.sub(r"<(script|style)[^>]*>.*?</\1>", "", page, flags=re.S | re.I)
text = re.sub(r"<[^>]+>", " ", body)
text = re.sub(r"&amp;", "&", text)
text = re.sub(r"\s+", " ", text).strip()
print(text)
words = text.split()
print(len(words), "words;", "reading time:", max(1, round(len(words) / 200)), "min")
text[:40]
