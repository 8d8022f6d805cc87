jobs = mcp__ci__list_runs(pipeline="nightly")
def hms(seconds):
    h, rem = divmod(seconds, 3600)
    m, s = divmod(rem, 60)
    return f"{h:d}:{m:02d}:{s:02d}"
for j in jobs:
    print(f"{j['id']:>6}  {hms(j['seconds']):>9}  {j['status']}")
ok = [j["seconds"] for j in jobs if j["status"] == "success"]
print("avg success:", hms(sum(ok) // len(ok)), divmod(-7, 2), divmod(7.5, 2))
hms(sum(j["seconds"] for j in jobs))
