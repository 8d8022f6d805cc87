config = http_get(url="https://cfg.test/app")
required = ["name", "port", "owner"]
problems = []
for key in required:
    try:
        value = config[key]
    except KeyError as e:
        problems.append(f"missing {e}")
        print(f"Error: {e} / {e!r} / {e.args}")
        continue
    print(f"{key} = {value!r:>12}")
try:
    config["port"] = int(config["port"])
    int("3.5")
except ValueError as e:
    print("ValueError:", e)
try:
    [1, 2].index(5)
except ValueError as e:
    print("ValueError:", e)
try:
    "abc".index("z")
except ValueError as e:
    print("ValueError:", e)
problems
