class Paginated:
    def __init__(self, endpoint, page_size=2):
        self.endpoint = endpoint
        self.page_size = page_size
    def __iter__(self):
        offset = 0
        while True:
            batch = list_items(endpoint=self.endpoint, offset=offset, limit=self.page_size)
            if not batch:
                return
            yield from batch
            offset += len(batch)

items = Paginated("/orders")
first_big = next((o for o in items if o["total"] > 100), None)
print("first big", first_big)
for i, o in enumerate(items):
    if i == 2:
        break
    print(i, o["id"])
print(sum(o["total"] for o in items), any(o["id"] == "o3" for o in items))
"ok"
