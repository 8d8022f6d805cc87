import string

text = file_read(path="cipher.txt")["text"]
letters = [c for c in text.lower() if c in string.ascii_lowercase]
freq = {c: letters.count(c) for c in string.ascii_lowercase if c in letters}
top = sorted(freq.items(), key=lambda kv: (-kv[1], kv[0]))[:5]
print(top)
shift = (string.ascii_lowercase.index(top[0][0]) - string.ascii_lowercase.index("e")) % 26
table = {c: string.ascii_lowercase[(i - shift) % 26] for i, c in enumerate(string.ascii_lowercase)}
decoded = "".join(table.get(c, c) for c in text.lower())
print(decoded)
print(string.digits, string.punctuation[:10], len(string.ascii_letters))
shift
