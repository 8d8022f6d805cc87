from datetime import datetime, date, timedelta, timezone

d = datetime(2024, 2, 28, 22, 30, 15)
print(d, d + timedelta(hours=3), d.isoformat(), d.date(), d.time(), d.year, d.month, d.day, d.hour)
print(d.strftime("%Y-%m-%d %H:%M:%S | %a %A %b %B %j %p %I %y %%"), d.weekday(), d.isoweekday())
e = datetime.fromisoformat("2024-03-01T08:00:00+00:00")
print(e, e.tzinfo, e - timedelta(days=1, seconds=30), e.replace(tzinfo=None) - d, (e.replace(tzinfo=None) - d).total_seconds())
td = timedelta(days=1, hours=25, minutes=61, seconds=3661)
print(td, td.days, td.seconds, td.total_seconds(), timedelta(seconds=-1), -timedelta(hours=1), timedelta(weeks=2) // timedelta(days=1))
print(date(2024, 12, 31) - date(2024, 1, 1), date(2023, 3, 1) - timedelta(days=1), date(2024, 1, 1) < date(2024, 1, 2), date.fromisoformat("2020-02-29").replace(year=2024))
u = datetime(2024, 1, 1, tzinfo=timezone.utc)
print(u, u.isoformat(), u.timestamp())
print(f"{d:%d.%m.%Y}", format(date(2024, 7, 4), "%B %d, %Y"), str(date(2024, 1, 5)), repr(timedelta(days=2)))
sorted([date(2024, 5, 1), date(2023, 5, 1), date(2024, 1, 31)])[0].isoformat()
