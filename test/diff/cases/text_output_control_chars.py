# A text tool's output crosses into the sandbox verbatim: NUL and other control characters,
# non-ASCII and astral characters included, every one of them kept.
for path in ["nul.txt", "mixed.txt", "plain.txt"]:
    text = file_read(path=path)["text"]
    print(path, len(text), [ord(c) for c in text][:40], text.split("\x00"))
