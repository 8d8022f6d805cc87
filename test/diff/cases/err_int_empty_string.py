rows = file_read(path="scores.csv")["text"].splitlines()
total = 0
for r in rows[1:]:
    name, score = r.split(",")
    total += int(score)
    print(name, score)
total
