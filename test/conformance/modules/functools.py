# Modules: functools — reduce, partial (and the rest a flow may reach for).
# ---- reduce
from functools import reduce
print(reduce(lambda a, b: a + b, [1, 2, 3, 4]), reduce(lambda a, b: a * b, range(1, 6), 1), reduce(max, [3, 9, 2]))
# ---- reduce_empty
from functools import reduce
reduce(lambda a, b: a + b, [])
# ---- reduce_initial_empty
import functools
print(functools.reduce(lambda a, b: a + b, [], "start"))
# ---- partial
from functools import partial
def power(base, exp=2, *, mod=None):
    r = base ** exp
    return r % mod if mod else r
sq = partial(power, exp=2)
cube_mod = partial(power, exp=3, mod=7)
print(sq(5), cube_mod(4), partial(power, 2)(10), sq(3, exp=3))
print(sq.args, sq.keywords, sq.func is power)
# ---- partial_builtin
from functools import partial
to_int = partial(int, base=2)
print(to_int("1010"), list(map(partial(max, 5), [1, 7, 3])))
# ---- reduce_dict_merge
from functools import reduce
dicts = [{"a": 1}, {"b": 2}, {"a": 3}]
print(reduce(lambda acc, d: {**acc, **d}, dicts, {}))
# ---- cmp_to_key
from functools import cmp_to_key
def cmp(a, b):
    return (a > b) - (a < b)
print(sorted([3, 1, 2], key=cmp_to_key(cmp)), sorted(["bb", "a", "ccc"], key=cmp_to_key(lambda x, y: len(y) - len(x))))
# ---- reduce_tool_callback
# tools: {"price": [{"args": {"item": "x"}, "output": {"json": 3}}, {"args": {"item": "y"}, "output": {"json": 4}}]}
from functools import reduce
print(reduce(lambda total, item: total + price(item=item), ["x", "y", "x"], 0))
# ---- reduce_type_error
from functools import reduce
reduce(lambda a, b: a + b, [1, "a"])
