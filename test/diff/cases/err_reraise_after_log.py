errors = []
for url in ["https://a.test", "https://b.test"]:
    try:
        web_fetch(url=url)
    except ToolError as e:
        errors.append(url)
        print(f"fatal: {url} failed ({e}); aborting")
        raise
print("not reached")
