from urllib.parse import quote, urlencode

term = "naïve café & crème brûlée"
url1 = "https://search.test/q/" + quote(term)
url2 = "https://search.test/api?" + urlencode({"q": term, "page": 2, "safe": "on"})
print(url1)
print(url2)
r1 = http_get(url=url1)
r2 = http_get(url=url2)
print(r1["count"], r2["count"])
r1["count"] + r2["count"]
