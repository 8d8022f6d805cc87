def read_json(path):
    import json
    return json.loads(file_read(path=path)["text"])

def load_all(paths):
    out = {}
    for p in paths:
        out[p] = read_json(p)
        print("loaded", p)
    return out

configs = load_all(["a.json", "b.json", "c.json"])
configs
