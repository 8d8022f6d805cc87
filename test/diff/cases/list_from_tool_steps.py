# list(x), tuple(x) and sorted(x) of lazy generators whose steps call a tool, held in variables
# and inline: each step's call made once, in order, as CPython.
gen = (len(read(path="notes.txt")["text"]) * k for k in (1, 2))
print(list(gen))
lazy = (read(path="notes.txt")["text"] for _ in "ab")
print(tuple(lazy), sorted(len(read(path="notes.txt")["text"]) for _ in "c"))
for i in range(2):
    print(list(range(i)), tuple([i]), sorted([i, -i]))
