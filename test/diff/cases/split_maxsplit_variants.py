log = file_read(path="logs/kv.log")["text"]
for line in log.splitlines():
    ts, rest = line.split(None, 1)
    level, msg = rest.split(":", 1) if ":" in rest else ("-", rest)
    head, _, tail = msg.strip().rpartition(" ")
    print(f"{ts}|{level.strip()}|{head!r}|{tail!r}|{line.rsplit(None, 1)[-1]}|{len(line.split())}")
print("a  b   c".split(" "), "a  b   c".split(None, 1), "  lead".split(), "x".split("x"), "a\tb\nc".split())
"".join(reversed("stressed")), " ".join(w[::-1] for w in "hello world".split())
