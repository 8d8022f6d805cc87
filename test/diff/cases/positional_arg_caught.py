try:
    r = file_read("README.md")
except TypeError as e:
    print("TypeError:", e)
    r = file_read(path="README.md")
try:
    grep("TODO", ".")
except TypeError as e:
    print("TypeError:", e)
r["text"].strip()
