resp = http_get(url="https://api.test/health")
print("status", resp["status"])
assert resp["status"] == "ok"
print("healthy")
