import json

raw = web_fetch(url="https://api.example.com/broken")["text"]
try:
    data = json.loads(raw)
except ValueError as e:
    print("could not parse:", type(e).__name__)
    data = {"items": []}
good = json.loads(web_fetch(url="https://api.example.com/good")["text"])
print(len(data["items"]), len(good["items"]))
[i * 2 for i in good["items"]]
