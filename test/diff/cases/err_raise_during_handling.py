def load_config(path):
    try:
        return file_read(path=path)["text"]
    except ToolError:
        raise RuntimeError(f"config {path} unavailable")

print("loading")
load_config("prod.yaml")
