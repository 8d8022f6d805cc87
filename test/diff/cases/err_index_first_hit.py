hits = web_search(query="nonexistent library xyzzy")
print("searching...")
top = hits[0]
print(top["url"])
