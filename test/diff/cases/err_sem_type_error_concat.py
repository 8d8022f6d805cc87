count = 3
parts = ["found", count, "items"]
print(" ".join(str(p) for p in parts))
message = "found " + count + " items"
print(message)
