# A script's own tzinfo subclasses: datetime calls their utcoffset/dst/tzname (isoformat, %z/%Z,
# comparisons, arithmetic) and tzinfo.fromutc's default (astimezone, now, fromtimestamp).
from datetime import datetime, time, timedelta, timezone, tzinfo


class Fixed(tzinfo):
    def __init__(self, hours, name):
        self.offset = timedelta(hours=hours)
        self.name = name

    def utcoffset(self, dt):
        return self.offset

    def dst(self, dt):
        return timedelta(0)

    def tzname(self, dt):
        return self.name

    def __repr__(self):
        return f"Fixed({self.name})"


class USEastern(tzinfo):
    """The US rule since 2007, as the datetime docs' example writes it."""

    def dst(self, dt):
        if dt is None or dt.tzinfo is None:
            return timedelta(0)
        start = self.second_sunday(datetime(dt.year, 3, 1)) + timedelta(hours=2)
        end = self.second_sunday(datetime(dt.year, 11, 1)) - timedelta(days=7) + timedelta(hours=1)
        naive = dt.replace(tzinfo=None)
        return timedelta(hours=1) if start <= naive < end else timedelta(0)

    def second_sunday(self, d):
        d += timedelta(days=(6 - d.weekday()) % 7)
        return d + timedelta(days=7)

    def utcoffset(self, dt):
        return timedelta(hours=-5) + self.dst(dt)

    def tzname(self, dt):
        return "EDT" if self.dst(dt) else "EST"


est = Fixed(-5, "EST")
d = datetime(2024, 1, 2, 3, 4, tzinfo=est)
print(d, repr(d), d.utcoffset(), d.dst(), d.tzname(), d.strftime("%H:%M %z %Z"), d.isoformat())
print(d.astimezone(timezone.utc), d.astimezone(Fixed(9, "JST")), d == d.astimezone(timezone.utc), d.tzinfo is est)
print(d - datetime(2024, 1, 2, tzinfo=timezone.utc), d + timedelta(hours=30), hash(d) == hash(d.astimezone(timezone.utc)))
print(time(9, 30, tzinfo=est).utcoffset(), time(9, 30, tzinfo=est).isoformat(), isinstance(est, tzinfo))
east = USEastern()
for month in (1, 7, 11):
    x = datetime(2024, month, 3, 12, tzinfo=timezone.utc).astimezone(east)
    print(x, x.tzname(), x.dst(), x.timetuple().tm_isdst)
print(datetime(2024, 7, 4, 12, tzinfo=east).timestamp(), datetime.fromtimestamp(1720108800, east))
print(east.fromutc(datetime(2024, 7, 4, 16, tzinfo=east)))
print(datetime.now(est).tzinfo is est)


class Partial(tzinfo):
    def utcoffset(self, dt):
        return timedelta(hours=1)


p = datetime(2024, 1, 1, tzinfo=Partial())
print(p.utcoffset(), p.isoformat())
for f in (p.dst, p.tzname, lambda: p.astimezone(timezone.utc)):
    try:
        print(f())
    except NotImplementedError as e:
        print("NotImplementedError:", e)


class Bad(tzinfo):
    def utcoffset(self, dt):
        return 3600

    def tzname(self, dt):
        return 5

    def dst(self, dt):
        return timedelta(days=1)


b = datetime(2024, 1, 1, tzinfo=Bad())
for f in (b.utcoffset, b.tzname, b.dst, lambda: b < d):
    try:
        print(f())
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
