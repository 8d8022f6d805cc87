# Handlers that drop what they catch (pass, continue, break, return or assign a constant), around
# bodies that raise builtin and script exceptions, in loops, functions, generators and nested tries.
rows = ["1", "x", "3", "", "5", None, "7.5", "8"]
total = 0
bad = 0
for r in rows:
    try:
        total += int(r)
    except ValueError:
        bad += 1
        continue
    except TypeError:
        continue

def to_int(s, default=-1):
    try:
        return int(s)
    except (ValueError, TypeError):
        return default

def first_key(d, keys):
    for k in keys:
        try:
            return d[k]
        except KeyError:
            pass
    return None

class Missing(LookupError):
    pass

def lookup(d, k):
    if k not in d:
        raise Missing(k)
    return d[k]

found = []
for k in ["a", "b", "z"]:
    try:
        found.append(lookup({"a": 1, "b": 2}, k))
    except LookupError:
        found.append(None)

def gen():
    for r in rows:
        try:
            yield float(r)
        except (ValueError, TypeError):
            yield 0.0

stopped = None
for i, r in enumerate(rows):
    try:
        if int(r) > 4:
            stopped = i
            break
    except Exception:
        pass

nested = []
for r in rows:
    try:
        try:
            nested.append(int(r))
        except ValueError:
            nested.append("v")
        if r is None:
            raise KeyError(r)
    except KeyError:
        nested.append("k")
    except TypeError:
        nested.append("t")
    else:
        nested.append("e")
    finally:
        nested.append("f")

def guarded(xs):
    out = []
    for x in xs:
        try:
            out.append(10 // x)
        except ZeroDivisionError:
            out.append(None)
    return out

marker = "unset"
try:
    {}["k"]
except KeyError:
    marker = "caught"
else:
    marker = "else"

print(total, bad, to_int("12"), to_int("q"), to_int(None, 0), first_key({"b": 2}, ["a", "b"]))
print(found, list(gen()), stopped, marker)
[nested, guarded([1, 0, 3, 0])]
