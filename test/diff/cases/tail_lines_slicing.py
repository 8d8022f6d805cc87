log = file_read(path="logs/server.log")["text"]
lines = log.rstrip("\n").split("\n")
print("last 3:")
for l in lines[-3:]:
    print("  " + l)
print("first 2 reversed:", lines[:2][::-1])
print("every other:", lines[::2])
print("middle:", lines[2:-2])
print(lines[-1][-5:], lines[0][:5], lines[1][2:8:2])
len(lines), lines[len(lines) // 2]
