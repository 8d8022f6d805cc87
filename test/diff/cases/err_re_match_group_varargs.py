import re

m = re.search(r"(?P<user>[a-z]+)(\d+)@(example)\.com", "mail: bob42@example.com")
print(m.group())
print(m.group(0), m.group(1), m.group(2))
print(m.group(1, 2, 3))
print(m.group("user", 0))
g = m.group
print(g(2), g())
print(max(3, 7, 1), min([4, 2, 9]), max(1, 2, key=lambda x: -x))
print("-".join(str(n) for n in [1, 2, 3]))
try:
    m.group(4)
except IndexError as e:
    print("IndexError", e)
m.group(1, 5)
