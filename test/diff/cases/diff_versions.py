old = file_read(path="v1/requirements.txt")["text"].splitlines()
new = file_read(path="v2/requirements.txt")["text"].splitlines()
old_set, new_set = set(old), set(new)
added = sorted(new_set - old_set)
removed = sorted(old_set - new_set)
kept = [l for l in new if l in old_set]
for l in removed:
    print("-", l)
for l in added:
    print("+", l)
print(f"{len(kept)} unchanged")
{"added": added, "removed": removed}
