# A generator that calls tools, handed to str.join / list.extend on the direct path: the method
# refuses the lazy iterator, drains it, and runs again.
names = ["a.txt", "b.txt"]
joined = ", ".join(file_read(path=n)["text"] for n in names)
xs = []
xs.extend(file_read(path=n)["text"].upper() for n in names)
print(joined, xs)
len(joined)
