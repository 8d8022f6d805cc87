# Read a large file in pages until the tool returns an empty page.
chunks = []
offset = 0
page = 3
while True:
    part = file_read(path="logs/big.log", offset=offset, limit=page)["text"]
    if not part:
        break
    chunks.append(part)
    offset += page
lines = "".join(chunks).splitlines()
print(f"read {len(chunks)} pages, {len(lines)} lines")
errors = [l for l in lines if "ERROR" in l]
print(*errors, sep="\n")
len(errors)
