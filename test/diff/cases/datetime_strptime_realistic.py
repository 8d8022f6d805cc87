from datetime import datetime, timedelta

rows = file_read(path="logs/cron.log")["text"].splitlines()
parsed = []
for r in rows:
    stamp, job, status = r.split(" | ")
    parsed.append((datetime.strptime(stamp, "%Y-%m-%d %H:%M:%S"), job, status))
last_ok = {}
for t, job, status in parsed:
    if status == "ok":
        last_ok[job] = t
cutoff = datetime(2024, 5, 2, 0, 0)
for job, t in sorted(last_ok.items()):
    late = cutoff - t > timedelta(hours=24)
    print(f"{job:<8} last ok {t:%Y-%m-%d %H:%M} {'LATE' if late else 'fine'}")
{job: t.isoformat() for job, t in last_ok.items()}
