data = web_search(query="python 3.13 release date")
best = data[0]
print(f"{best['title']} -> {best['url']}")
