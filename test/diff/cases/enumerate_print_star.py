files = glob(pattern="*.md")["text"].split()
for i, f in enumerate(files, 1):
    print(i, f, sep=". ")
print(*files)
print(*files, sep=", ", end=".\n")
print(*enumerate(files))
first, *rest = files
print(first, rest, len(rest))
dict(enumerate(files, 10))
