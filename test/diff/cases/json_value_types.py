data = http_get(url="https://api.test/mixed")
for k, v in data.items():
    print(f"{k:<8} {type(v).__name__:<8} {v!r}")
nums = [v for v in data.values() if isinstance(v, (int, float)) and not isinstance(v, bool)]
print("numeric:", nums, "sum:", sum(nums))
print(isinstance(data["flag"], int), data["count"] == 3.0, data["ratio"] * 2)
[type(x).__name__ for x in data["list"]]
