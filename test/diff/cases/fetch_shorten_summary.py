import textwrap

article = web_fetch(url="https://news.test/story/42")["text"]
paras = [p.strip() for p in article.split("\n\n") if p.strip()]
print("paragraphs:", len(paras))
for p in paras:
    print("*", textwrap.shorten(p, width=50, placeholder=" [...]"))
wrapped = textwrap.wrap(paras[0], width=30)
print("\n".join(wrapped))
len(wrapped)
