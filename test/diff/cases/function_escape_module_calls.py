# Tool functions used as values (a dispatch table): a module's call given only inert arguments
# (`defaultdict(int)`) stays plain, so a nested defaultdict's factory works, while one given an
# item of a table of handlers (`re.sub(p, handlers["up"], s)`) still waits for the handler.
import re
from collections import defaultdict

handlers = {"up": lambda m: lookup(k=m.group())["text"]}


def shout(s):
    return re.sub(r"\w", handlers["up"], s)


print(shout("ab"))
dispatch = {"fetch": fetch}
nested = defaultdict(lambda: defaultdict(int))
for name, fn in dispatch.items():
    for item in fn(page=1)["items"]:
        nested[item["team"]][item["kind"]] += 1
print({k: dict(v) for k, v in nested.items()})
