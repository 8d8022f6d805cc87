# Weekly timesheets keyed by week number: strptime's %U/%W/%G-%V with a weekday, %j with %y,
# %c/%x/%X, %z beside %Z, time.fromisoformat's leading T, timezone.min/max.
import time
from collections import defaultdict
from datetime import datetime, time as dtime, timedelta, timezone

entries = list_timesheets(team="platform")
hours_by_day = defaultdict(float)
for e in entries:
    fmt = {"iso": "%G-W%V-%a", "us": "%Y week %U %A", "eu": "%Y/%W/%u", "julian": "%y.%j"}[e["style"]]
    try:
        day = datetime.strptime(e["week"], fmt).date()
    except ValueError as err:
        print(f"skip {e['week']!r}: {err}")
        continue
    start = dtime.fromisoformat(e["start"])
    end = dtime.fromisoformat(e["end"])
    span = datetime.combine(day, end) - datetime.combine(day, start)
    hours_by_day[day] += span / timedelta(hours=1)
    print(f"{e['who']:<6} {day:%a %d %b %Y} (day {day:%j}, week {day:%U}/{day:%W}) {start:%H:%M}-{end:%H:%M} = {span}")
for day, h in sorted(hours_by_day.items()):
    print(day.isoformat(), f"{h:5.2f}h")
print(time.strptime("2024 0 0", "%Y %U %w")[:3], tuple(time.strptime("Feb 29", "%b %d")))
print(datetime.strptime("Tue Mar  5 10:00:00 2024", "%c"), datetime.strptime("03/05/24 10:20:30", "%x %X"))
stamp = datetime.strptime("2024-03-05 09:00 +0000 UTC", "%Y-%m-%d %H:%M %z %Z")
print(repr(stamp.tzinfo), stamp.tzname(), tuple(time.strptime("09:00 GMT", "%H:%M %Z")))
print(timezone.min, timezone.max, repr(timezone.max))
for bad, fmt in [("2024 10", "%G %V"), ("2024 10 1", "%Y %V %u"), ("2023 Feb 29", "%Y %b %d"), ("+05:3015", "%z")]:
    try:
        datetime.strptime(bad, fmt)
    except ValueError as err:
        print("ValueError:", err)
