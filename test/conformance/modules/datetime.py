# Modules: datetime — date, datetime, timedelta, timezone.utc; now() is the flow's fixed start time
# (the runner gives both sides the same clock).
# ---- date_basic
from datetime import date
d = date(2024, 2, 28)
print(d, repr(d), d.year, d.month, d.day, d.weekday(), d.isoweekday(), d.isoformat())
# ---- date_arith
from datetime import date, timedelta
d = date(2024, 2, 28)
print(d + timedelta(days=1), d + timedelta(days=2), date(2025, 1, 1) - d, d - timedelta(weeks=9))
# ---- date_compare_sort
from datetime import date
ds = [date(2024, 5, 1), date(2023, 12, 31), date(2024, 1, 15)]
print(sorted(ds), max(ds), date(2024, 1, 1) < date(2024, 1, 2), date(2024, 1, 1) == date(2024, 1, 1))
# ---- datetime_basic
from datetime import datetime
dt = datetime(2024, 3, 10, 14, 5, 9, 123456)
print(dt, repr(dt), dt.isoformat(), dt.date(), dt.time(), dt.hour, dt.microsecond)
# ---- fromisoformat
from datetime import datetime, date
print(datetime.fromisoformat("2024-03-10T14:05:09"), datetime.fromisoformat("2024-03-10 14:05"), date.fromisoformat("2024-03-10"))
print(repr(datetime.fromisoformat("2024-03-10T14:05:09+02:00")), datetime.fromisoformat("2024-03-10T14:05:09.5"))
# ---- fromisoformat_bad
from datetime import datetime
datetime.fromisoformat("2024-13-01")
# ---- strftime
from datetime import datetime
dt = datetime(2024, 3, 5, 7, 8, 9)
print(dt.strftime("%Y-%m-%d %H:%M:%S"), dt.strftime("%a %A %b %B %d %j %p %I %y %%"), dt.strftime("%U %W %w"))
# ---- strptime
from datetime import datetime
print(datetime.strptime("2024-03-05 07:08", "%Y-%m-%d %H:%M"), datetime.strptime("05/Mar/2024", "%d/%b/%Y"))
# ---- timedelta
from datetime import timedelta
t = timedelta(days=1, hours=25, minutes=-30, seconds=5.5)
print(t, repr(t), t.total_seconds(), t.days, t.seconds, t.microseconds, -t, abs(-t), t * 2, t / 2, t // timedelta(hours=1))
print(timedelta(0), timedelta(microseconds=1), timedelta(days=-1, seconds=1))
# ---- timezone_utc
from datetime import datetime, timezone, timedelta
dt = datetime(2024, 1, 1, 12, tzinfo=timezone.utc)
print(dt, dt.isoformat(), dt.tzinfo, dt.utcoffset(), repr(timezone.utc))
tz = timezone(timedelta(hours=-5))
print(dt.astimezone(tz), tz, dt.timestamp())
# ---- naive_aware_compare
from datetime import datetime, timezone
datetime(2024, 1, 1) < datetime(2024, 1, 1, tzinfo=timezone.utc)
# ---- datetime_diff
from datetime import datetime
a = datetime(2024, 3, 1, 10, 0)
b = datetime(2024, 2, 27, 22, 30)
d = a - b
print(d, d.days, d.total_seconds() / 3600, a > b)
# ---- now_fixed
from datetime import datetime, date, timezone
n = datetime.now()
print(n == datetime.now(), n.isoformat(), date.today(), datetime.now(timezone.utc).isoformat())
# ---- now_arith
import datetime
start = datetime.datetime.now()
deadline = start + datetime.timedelta(days=3)
print((deadline - start).days, deadline.strftime("%Y-%m-%d"), deadline.weekday())
# ---- replace_and_combine
from datetime import datetime, date, time
dt = datetime(2024, 3, 10, 14, 5)
print(dt.replace(day=1, hour=0), datetime.combine(date(2024, 1, 2), time(3, 4)), dt.replace(tzinfo=None) == dt)
# ---- date_invalid
from datetime import date
date(2023, 2, 29)
# ---- timestamp_roundtrip
from datetime import datetime, timezone
dt = datetime.fromtimestamp(1700000000, tz=timezone.utc)
print(dt, dt.timestamp(), datetime.fromtimestamp(0, timezone.utc).year)
# ---- isocalendar
from datetime import date
print(tuple(date(2024, 12, 30).isocalendar()), date(2024, 3, 1).toordinal(), date.fromordinal(738000))
# ---- now_utc_aware
from datetime import datetime, timezone, timedelta
now = datetime.now(timezone.utc)
print(now.tzinfo, (now - timedelta(hours=1)).isoformat(), now.replace(microsecond=0).isoformat())
# ---- age_in_days
from datetime import date
since = date(2024, 1, 1)
print((date.today() - since).days, date.today().strftime("%A %d %B %Y"))
