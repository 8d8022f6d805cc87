def read_text(path):
    return file_read(path=path)["text"]

def fetch_text(url):
    return web_fetch(url=url)["text"]

def apply_all(fn, items):
    return [fn(i) for i in items]

loaders = {"file": read_text, "web": fetch_text}
jobs = [("file", "a.txt"), ("web", "https://b.test"), ("file", "c.txt")]
out = [loaders[kind](target) for kind, target in jobs]
print(out)
both = apply_all(read_text, ["a.txt", "c.txt"])
pick = (read_text if len(both) > 1 else fetch_text)("a.txt")
both, pick
