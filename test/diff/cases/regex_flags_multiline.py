import re

doc = file_read(path="NOTES.md")["text"]
todos = re.findall(r"^\s*todo:\s*(.+)$", doc, re.I | re.M)
blocks = re.findall(r"<<(.*?)>>", doc, re.S)
verbose = re.compile(r"""
    (\d{4})   # year
    -(\d\d)   # month
""", re.X)
print(todos)
print([b.replace("\n", "|") for b in blocks])
print(verbose.findall(doc))
print(re.search(r"(?i)notes", doc).group(), re.match(r"\A#", doc) is not None, re.search(r"end\Z", doc.strip()) is not None)
len(todos)
