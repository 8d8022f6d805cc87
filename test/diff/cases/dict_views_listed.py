# A dict's views listed (list, tuple, sorted, set): keys that are their own hash keys (strs) and
# keys that are not (ints, tuples, floats, bools, None, the empty str), and a parsed JSON object's.
d = {1: "a", (2, 3): "b", "s": 1, 1.5: 2, True: 9, None: 0, "": 3}
print(list(d.keys()), list(d.items()), list(d.values()), sorted(d.items(), key=str), tuple(d.keys()), set(d.items()) == set(d.items()))
import json
j = json.loads('{"1": 2, "b": [1]}')
print(list(j.keys()), list(j.items()))
