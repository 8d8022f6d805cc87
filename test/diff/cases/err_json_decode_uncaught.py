import json
body = web_fetch(url="https://api.example.com/html-instead")["text"]
print("first bytes:", body[:15])
payload = json.loads(body)
payload["data"]
