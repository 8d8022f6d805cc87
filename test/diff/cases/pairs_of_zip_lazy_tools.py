# list(zip(...)), list(enumerate(...)) and dict(zip(...)) over generators that call a tool at each
# step: the builtins drain them (each call made in order) and the result is awaited.
names = ["x", "y", "z"]
print(dict(zip(names, (read(path="notes.txt")["text"][:k] for k in (3, 4)))))
print(list(enumerate(read(path="notes.txt")["text"][:2] for _ in "z")))
print(list(zip((read(path="notes.txt")["text"][-2:] for _ in "ab"), names)))
