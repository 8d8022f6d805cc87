from datetime import date, datetime, time, timedelta, timezone


def t(label, f):
    try:
        print(label, repr(f()))
    except Exception as e:
        print(label, type(e).__name__, e)


ist = timezone(timedelta(hours=5, minutes=30), "IST")
west = timezone(timedelta(hours=-3, minutes=-15))
a = time(12, 30, 15, 500, tzinfo=ist)
b = time(7, 0, 15, 500, tzinfo=timezone.utc)
c = time(3, 45, 15, 500, tzinfo=west)
n = time(7, 0, 15, 500)
for x in [a, b, c, n, time(0, tzinfo=timezone(timedelta(0)))]:
    print(repr(x), str(x), x.utcoffset(), x.tzname(), x.dst(), x.isoformat(), x.isoformat("minutes"), x.isoformat(timespec="microseconds"))
    print(x.strftime("%H:%M:%S %Z|%z"), format(x, "%I%p %z"), f"{x}", x.tzinfo)
print(a == b, a == c, b == c, a == n, a != n, n == time(7, 0, 15, 500), a < time(7, 0, 16, tzinfo=timezone.utc), c > time(7, tzinfo=timezone.utc))
print(hash(a) == hash(b), hash(b) == hash(c), len({a, b, c}), sorted([c, time(1, tzinfo=timezone.utc), a])[0])
t("naive < aware", lambda: a < n)
t("aware > naive", lambda: n > a)
print(a.replace(tzinfo=None), a.replace(tzinfo=west).utcoffset(), a.replace(hour=1).tzname(), time.fromisoformat("12:30:15+05:30").utcoffset())
print(time.fromisoformat("12:30:15.123456-01:00").tzname(), datetime.combine(date(2024, 1, 2), a).utcoffset())
print(datetime(2024, 5, 6, 7, 8, tzinfo=ist).timetz().tzname(), datetime(2024, 5, 6, 7, 8, tzinfo=ist).time().utcoffset())
t("utcoffset arg", lambda: a.utcoffset(1))
t("tz int", lambda: time(1, tzinfo=5))
