d = {"a": 1}
for k in d:
    print(k)
    d[k + "!"] = 2
