print("reading settings")
cfg = file_read(path="settings.toml")
print(cfg["text"])
