pages = {}
for slug in ["intro", "install", "faq"]:
    pages[slug] = web_fetch(url=f"https://docs.example.com/{slug}")["text"]
    print("got", slug, len(pages[slug]))
pages
