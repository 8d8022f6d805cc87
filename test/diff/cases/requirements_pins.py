reqs = file_read(path="requirements.txt")["text"]
pinned, loose = {}, []
for raw in reqs.splitlines():
    line = raw.split("#", 1)[0].strip()
    if not line:
        continue
    name, sep, version = line.partition("==")
    if sep:
        pinned[name.strip().lower()] = version.strip()
    else:
        loose.append(line)
print(f"{len(pinned)} pinned, {len(loose)} unpinned")
for name in sorted(pinned):
    print(f"  {name}=={pinned[name]}")
if loose:
    print("unpinned:", "; ".join(loose))
{"pinned": pinned, "loose": loose}
