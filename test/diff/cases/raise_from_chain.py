def load(path):
    try:
        return file_read(path=path)["text"]
    except ToolError as e:
        raise RuntimeError(f"cannot load {path}") from e

try:
    load("missing.cfg")
except RuntimeError as e:
    print(type(e).__name__, e)
    print(e.args)
"done"
