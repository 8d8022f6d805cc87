def check(config):
    if "name" not in config:
        raise KeyError("name")
    if not isinstance(config.get("port"), int):
        raise TypeError(f"port must be int, not {type(config.get('port')).__name__}")
    return True

print(check({"name": "x", "port": 1}))
try:
    check({})
except KeyError as e:
    print("missing", e, e.args)
check({"name": "y", "port": "80"})
