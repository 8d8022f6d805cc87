from functools import reduce

def total_lines(acc, path):
    return acc + len(file_read(path=path)["text"].splitlines())

def describe(path, summary=None):
    summary = summary or grep(pattern="def ", path=path)["text"].count("\n")
    return f"{path}: {summary} defs"

n = reduce(total_lines, ["x.py", "y.py"], 0)
print(n, describe("x.py"), describe("y.py", 7))
n
