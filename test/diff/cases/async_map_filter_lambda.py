urls = ["https://a.test", "https://b.test", "https://c.test"]
pages = list(map(lambda u: web_fetch(url=u)["text"], urls))
long_ones = list(filter(lambda u: len(web_fetch(url=u)["text"]) > 3, urls))
print(pages, long_ones)
lazy = map(lambda u: web_fetch(url=u)["text"].upper(), urls)
print(next(lazy))
len(pages)
