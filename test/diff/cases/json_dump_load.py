# json.dump and json.load over file-like objects (io.StringIO, sys.stdout, a script's writer), with
# the options of dumps/loads, and their errors.
import json, io, sys
buf = io.StringIO()
json.dump({"b": [1, 2.5, None], "a": "é"}, buf, indent=2, sort_keys=True)
print(buf.getvalue())
buf.seek(0)
print(json.load(buf), json.load(io.StringIO('{"x": 1.5}'), parse_float=str))
json.dump([1, {"k": True}], sys.stdout, separators=(",", ":"))
print()
class W:
    def __init__(self): self.parts = []
    def write(self, s): self.parts.append(s)
w = W(); json.dump({"z": 1}, w); print("".join(w.parts))
try:
    json.dump({}, 5)
except AttributeError as e:
    print(e)
try:
    json.load(io.StringIO("{bad"))
except json.JSONDecodeError as e:
    print(type(e).__name__, e)
