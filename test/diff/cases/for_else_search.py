candidates = glob(pattern="config/*.yaml")["text"].split()
for path in candidates:
    text = file_read(path=path)["text"]
    if "database:" in text:
        print("database config in", path)
        break
else:
    print("no database config found")
    path = None
for path2 in candidates[:1]:
    pass
else:
    print("loop over", path2, "completed")
path
