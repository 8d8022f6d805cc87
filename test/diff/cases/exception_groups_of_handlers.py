def risky(kind):
    if kind == "key":
        return {}["k"]
    if kind == "index":
        return [][0]
    if kind == "tool":
        return file_read(path="nope")
    if kind == "zero":
        return 1 / 0
    if kind == "attr":
        return (1).nope
    return "fine"

for kind in ["key", "index", "tool", "zero", "attr", "none"]:
    try:
        out = risky(kind)
    except LookupError as e:
        print(kind, "lookup", type(e).__name__, repr(e))
    except ToolError as e:
        print(kind, "tool", e)
    except ArithmeticError as e:
        print(kind, "math", e)
    except Exception as e:
        print(kind, "other", type(e).__name__, e)
    else:
        print(kind, "ok", out)
    finally:
        print(kind, "done")
