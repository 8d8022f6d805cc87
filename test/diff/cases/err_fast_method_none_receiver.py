x = None
print("ok".strip())
x.strip()
