from typing import Iterator, Dict, Any

def records(table: str) -> Iterator[Dict[str, Any]]:
    cursor = None
    while True:
        page = db_page(table=table, cursor=cursor)
        print("fetched page", cursor)
        yield from page["rows"]
        cursor = page.get("cursor")
        if cursor is None:
            return

found = None
for row in records("users"):
    if row["role"] == "admin":
        found = row
        break
print("found", found)
gen = records("users")
print(next(gen)["name"], next(gen)["name"])
gen.close()
found["name"]
