paths = ["a.py", "b.py", "c.py", "d.py"]
# Stops reading at the first file that mentions the pattern: only a.py and b.py are read.
found = any("import requests" in file_read(path=p)["text"] for p in paths)
first = next((p for p in paths if "import requests" in file_read(path=p)["text"]), None)
print(found, first)
found, first
