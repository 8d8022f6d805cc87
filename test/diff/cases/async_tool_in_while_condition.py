offset = 0
chunks = []
while (part := file_read(path="big.txt", offset=offset, limit=4)["text"]):
    chunks.append(part.strip())
    offset += 4
print(chunks)
len(chunks), offset
