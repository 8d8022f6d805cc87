import base64
import json

resp = http_get(url="https://vault.test/v1/kv/app")
decoded = base64.b64decode(resp["data"]).decode("utf-8")
cfg = json.loads(decoded)
print("keys:", ", ".join(sorted(cfg)))
token = base64.b64encode(f"{cfg['user']}:{cfg['pass']}".encode()).decode()
print("basic auth header:", "Basic " + token)
token
