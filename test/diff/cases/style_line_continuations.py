report = file_read(path="report.txt")["text"]
total = sum(int(line.split()[-1])
            for line in report.splitlines()
            if line.strip() and line.split()[-1].isdigit())
header = ("Report summary: "
          "total items = "
          f"{total}")
ok = total > 10 and \
    "ERROR" not in report
print(header)
print("ok" if ok else "check")
values = [
    1,
    2,  # trailing comma next
]
total, ok, values
