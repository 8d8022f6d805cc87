src = file_read(path="src/long.py")["text"]
LIMIT = 40
problems = []
for no, line in enumerate(src.splitlines(), start=1):
    if len(line) > LIMIT:
        problems.append((no, len(line)))
    if line.rstrip() != line:
        problems.append((no, "trailing whitespace"))
for no, what in problems:
    print(f"src/long.py:{no}: {what if isinstance(what, str) else f'line too long ({what} > {LIMIT})'}")
len(problems)
