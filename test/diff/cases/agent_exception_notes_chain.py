def parse_config(text):
    import json
    try:
        return json.loads(text)
    except json.JSONDecodeError as e:
        e.add_note(f"while parsing config of {len(text)} chars")
        raise

def load(name):
    raw = read_file(path=name)["text"]
    try:
        return parse_config(raw)
    except ValueError as e:
        raise RuntimeError(f"config {name} unusable") from e

results = {}
for name in ["good.json", "bad.json"]:
    try:
        results[name] = load(name)
    except RuntimeError as e:
        cause = e.__cause__
        print(type(e).__name__, e)
        print(" cause:", type(cause).__name__, cause.__notes__)
        print(" msg:", cause.msg, cause.lineno, cause.colno)

errors = []
for name in ["x", "y"]:
    try:
        raise KeyError(name)
    except KeyError as e:
        errors.append(e)
try:
    raise ExceptionGroup("batch failed", errors)
except* KeyError as eg:
    print("keys", [str(x) for x in eg.exceptions])
results
