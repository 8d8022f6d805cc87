# A common model slip: treating text output as JSON.
res = file_read(path="config.json")
print("got", list(res))
port = res["port"]
