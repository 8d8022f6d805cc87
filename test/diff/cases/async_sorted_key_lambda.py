files = glob(pattern="docs/*.md")["text"].split()
by_size = sorted(files, key=lambda f: len(file_read(path=f)["text"]))
biggest = max(files, key=lambda f: file_read(path=f)["text"].count("\n"))
print(by_size, biggest)
by_size
