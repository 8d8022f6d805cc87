conf = file_read(path="server.conf")["text"]
settings = dict(line.split("=", 1) for line in conf.splitlines() if "=" in line)
print("host is", settings["HOST"])
port = int(settings["PORT"])
print("port", port)
