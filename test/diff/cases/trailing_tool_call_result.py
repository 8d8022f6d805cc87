url = "https://example.com/robots.txt"
print("fetching", url)
web_fetch(url=url)
