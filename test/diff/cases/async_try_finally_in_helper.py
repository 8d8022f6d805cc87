opened = []

def with_resource(name, fn):
    opened.append(name)
    try:
        return fn(file_read(path=name)["text"])
    finally:
        opened.remove(name)
        print("released", name)

lengths = [with_resource(n, len) for n in ["one.txt", "two.txt"]]
try:
    with_resource("three.txt", str.upper)
except ToolError as e:
    print("failed:", e, "| still open:", opened)
lengths
