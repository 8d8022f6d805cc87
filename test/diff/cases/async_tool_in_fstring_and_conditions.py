names = ["README.md", "LICENSE"]
for n in names:
    print(f"{n}: {len(file_read(path=n)['text'])} chars, first line {file_read(path=n)['text'].splitlines()[0]!r}")
sizes = {n: len(file_read(path=n)["text"]) for n in names if grep(pattern="MIT", path=n)["text"]}
print(sizes)
label = "has license" if grep(pattern="MIT", path="LICENSE")["text"] else "no license"
label
