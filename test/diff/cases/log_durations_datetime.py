from datetime import datetime

log = file_read(path="logs/deploy.log")["text"]
events = []
for line in log.strip().splitlines():
    stamp, msg = line.split(" ", 1)
    events.append((datetime.fromisoformat(stamp), msg))
start = events[0][0]
for t, msg in events:
    delta = t - start
    mins, secs = divmod(int(delta.total_seconds()), 60)
    print(f"{t:%H:%M:%S} +{mins:02d}:{secs:02d} {msg}")
total = events[-1][0] - start
print("total:", total, "on", start.strftime("%A %d %B %Y"))
{"seconds": total.total_seconds(), "started": start.isoformat()}
