# Offsets through history and far in the future (the TZ rule after the last transition), the
# tzinfo methods with None, and what datetime derives from them (timetuple, timestamp, strftime).
from zoneinfo import ZoneInfo
from datetime import datetime, time, timedelta, timezone

cases = [
    ("America/New_York", [(1850, 1, 1), (1918, 7, 1), (1943, 1, 1), (1974, 1, 15), (2006, 4, 1), (2007, 3, 20), (2030, 7, 1), (2100, 12, 1), (2399, 6, 15), (9999, 12, 31)]),
    ("Europe/Berlin", [(1890, 1, 1), (1945, 6, 1), (1947, 6, 1), (1979, 6, 1), (1980, 6, 1), (2024, 7, 1), (2200, 1, 1)]),
    ("Asia/Kolkata", [(1850, 1, 1), (1942, 6, 1), (1943, 1, 1), (1950, 1, 1), (2024, 1, 1), (3000, 1, 1)]),
    ("Europe/Moscow", [(1919, 7, 1), (1991, 7, 1), (2011, 7, 1), (2012, 1, 1), (2014, 12, 1), (2024, 7, 1)]),
    ("Australia/Lord_Howe", [(1980, 1, 1), (1985, 1, 1), (2024, 1, 1), (2024, 7, 1), (2150, 1, 1)]),
    ("Pacific/Apia", [(2011, 12, 29), (2011, 12, 31), (2020, 1, 1)]),
    ("America/Sao_Paulo", [(2018, 12, 1), (2020, 12, 1)]),
    ("Asia/Tehran", [(2021, 7, 1), (2023, 7, 1)]),
    ("Africa/Casablanca", [(2019, 5, 20), (2020, 1, 1)]),
    ("UTC", [(1, 1, 1), (2024, 1, 1)]),
    ("Etc/GMT+5", [(2024, 1, 1)]),
]
for key, dates in cases:
    z = ZoneInfo(key)
    for y, m, d in dates:
        t = datetime(y, m, d, 12, tzinfo=z)
        print(key, t.isoformat(), t.tzname(), t.utcoffset(), t.dst(), t.timetuple().tm_isdst, t.strftime("%Z %z"))

ny = ZoneInfo("America/New_York")
t = datetime(2024, 7, 4, 9, 30, 15, 250000, tzinfo=ny)
print(t.timestamp(), t.utctimetuple()[:6], t.timetuple()[:], datetime.fromtimestamp(1720099815.25, ny))
print(datetime.fromtimestamp(0, ZoneInfo("Asia/Kolkata")), datetime.fromtimestamp(1699077600, ny), datetime.fromtimestamp(1699081200, ny).fold)
print(ny.utcoffset(None), ny.dst(None), ny.tzname(None), ZoneInfo("UTC").utcoffset(None), ZoneInfo("Etc/GMT-3").tzname(None))
print(time(9, 0, tzinfo=ny).utcoffset(), time(9, 0, tzinfo=ZoneInfo("UTC")).isoformat(), repr(time(1, 30, tzinfo=ny, fold=1)))
print(datetime.combine(datetime(2020, 11, 1).date(), time(1, 30, fold=1), tzinfo=ny).utcoffset())
print(datetime(2020, 11, 1, 1, 30, fold=1, tzinfo=ny).timetz().fold, datetime(2020, 11, 1, 1, 30, fold=1).time())
print(datetime(1, 1, 1, tzinfo=ZoneInfo("Asia/Tokyo")).utcoffset(), datetime(9999, 12, 31, 23, tzinfo=ZoneInfo("Pacific/Kiritimati")).utcoffset())
for key in ["Asia/Tokyo", "America/Los_Angeles"]:
    try:
        print(datetime(1, 1, 1, tzinfo=timezone.utc).astimezone(ZoneInfo(key)))
    except OverflowError as e:
        print("OverflowError:", e)
now = datetime.now(ny)
print(now.tzinfo is ny, now.utcoffset() in (timedelta(hours=-4), timedelta(hours=-5)), abs(now - datetime.now(timezone.utc)) < timedelta(minutes=1))
