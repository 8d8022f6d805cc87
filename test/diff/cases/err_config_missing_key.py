import json

settings = json.loads(file_read(path="config/settings.json")["text"])
print("loaded", len(settings), "top-level keys")
db_url = settings["database"]["url"]
print("never printed", db_url)
