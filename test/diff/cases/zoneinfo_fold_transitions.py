# PEP 495 folds at DST transitions: ambiguous and imaginary wall times, fromutc's fold, and
# comparison/subtraction within one zone (wall clocks) and across zones (instants).
from zoneinfo import ZoneInfo
from datetime import datetime, timedelta, timezone

UTC = timezone.utc
ny = ZoneInfo("America/New_York")
berlin = ZoneInfo("Europe/Berlin")
lord_howe = ZoneInfo("Australia/Lord_Howe")


def show(d):
    return f"{d.isoformat()} fold={d.fold} {d.tzname()} off={d.utcoffset()} dst={d.dst()}"


# Ambiguous (repeated) hours: fold picks the first or second occurrence.
for z, d in [(ny, datetime(2020, 11, 1, 1, 30)), (berlin, datetime(2023, 10, 29, 2, 30)), (lord_howe, datetime(2022, 4, 3, 1, 45))]:
    for fold in (0, 1):
        a = d.replace(tzinfo=z, fold=fold)
        print(z, show(a), "->", a.astimezone(UTC))
# Imaginary (skipped) hours.
for z, d in [(ny, datetime(2021, 3, 14, 2, 30)), (berlin, datetime(2024, 3, 31, 2, 30)), (lord_howe, datetime(2022, 10, 2, 2, 15))]:
    for fold in (0, 1):
        a = d.replace(tzinfo=z, fold=fold)
        print(z, show(a), "->", a.astimezone(UTC), "->", a.astimezone(UTC).astimezone(z))

# Walking UTC across transitions: fromutc sets fold on the second pass of a repeated hour.
for z, start in [(ny, datetime(2022, 11, 6, 4, 0, tzinfo=UTC)), (berlin, datetime(2022, 10, 30, 0, 0, tzinfo=UTC)), (lord_howe, datetime(2021, 4, 3, 14, 0, tzinfo=UTC)), (ny, datetime(2022, 3, 13, 6, 0, tzinfo=UTC))]:
    print([f"{x:%H:%M}/{x.fold}/{x.tzname()}" for x in (start + timedelta(minutes=15 * i) for i in range(12)) for x in [x.astimezone(z)]])

# Intra-zone: same tzinfo compares and subtracts wall clocks, fold ignored.
a = datetime(2020, 11, 1, 1, 30, tzinfo=ny)
b = a.replace(fold=1)
print(a == b, a < b, b - a, hash(a) == hash(b), len({a, b}))
print(datetime(2020, 11, 1, 3, 0, tzinfo=ny) - datetime(2020, 11, 1, 0, 0, tzinfo=ny))
# Inter-zone: instants; a time whose offset depends on its fold is never equal to another zone's.
other = ZoneInfo.no_cache("America/New_York")
print(a == a.replace(tzinfo=other), b == b.replace(tzinfo=other), a < b.replace(tzinfo=other))
print(a == a.astimezone(UTC), b == b.astimezone(UTC), b.astimezone(UTC) - a, a != a.astimezone(UTC))
c = datetime(2020, 11, 1, 12, 0, tzinfo=ny)
print(c == c.astimezone(UTC), c == c.astimezone(berlin), c.astimezone(berlin), sorted([c, c.astimezone(UTC) - timedelta(hours=1), a.astimezone(berlin)]))
print(datetime(2020, 11, 1, 3, 0, tzinfo=ny) - datetime(2020, 11, 1, 0, 0, tzinfo=other))
# Arithmetic keeps the wall clock and clears fold.
print(repr(b + timedelta(minutes=10)), repr(b - timedelta(days=1)))
print(repr(datetime(2021, 3, 13, 2, 30, tzinfo=ny) + timedelta(days=1)))
# Mixing naive and aware.
try:
    a < datetime(2020, 11, 1)
except TypeError as e:
    print("TypeError:", e)
print(a == datetime(2020, 11, 1, 1, 30))
try:
    datetime(2020, 1, 1, fold=2)
except ValueError as e:
    print("ValueError:", e)
# astimezone to the same zone returns the value itself.
print(a.astimezone(ny) is a, ny.fromutc(datetime(2020, 11, 1, 6, 30, tzinfo=ny)))
for bad in [datetime(2020, 1, 1), "x"]:
    try:
        ny.fromutc(bad)
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
