# ZoneInfo's cache, keys, repr/str and the errors for keys naming no zone.
import zoneinfo
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError, available_timezones
from datetime import datetime, timezone, tzinfo

ny = ZoneInfo("America/New_York")
print(repr(ny), str(ny), ny.key, f"{ny}")
print(ny is ZoneInfo("America/New_York"), ZoneInfo.no_cache("America/New_York") is ny)
print(ny == ZoneInfo.no_cache("America/New_York"))
print(isinstance(ny, tzinfo), issubclass(ZoneInfo, tzinfo), type(ny).__name__)
print(issubclass(ZoneInfoNotFoundError, KeyError))
ZoneInfo.clear_cache(only_keys=["Europe/Paris"])
print(ZoneInfo("America/New_York") is ny)
ZoneInfo.clear_cache()
fresh = ZoneInfo("America/New_York")
print(fresh is ny, fresh == ny, fresh.key == ny.key)
print(repr(ZoneInfo("UTC")), repr(datetime(2024, 1, 2, 3, 4, tzinfo=ZoneInfo("Asia/Tokyo"))))

zones = available_timezones()
print(type(zones).__name__, len(zones) > 400)
print(sorted(k for k in ["UTC", "Europe/Berlin", "Asia/Kolkata", "Australia/Lord_Howe", "US/Eastern", "Nowhere/City"] if k in zones))

for key in ["Foo/Bar", "America", "/etc/localtime", "../UTC", "America/../UTC", "./UTC", "America//New_York", "UTC/", "", "america/new_york"]:
    try:
        ZoneInfo(key)
        print(key, "ok")
    except ZoneInfoNotFoundError as e:
        print(repr(key), "not found:", e, e.args)
    except ValueError as e:
        print(repr(key), "ValueError:", e)
try:
    ZoneInfo(5)
except TypeError as e:
    print("TypeError:", e)
try:
    ZoneInfo.no_cache("Mars/Olympus")
except KeyError as e:
    print(type(e).__name__, e)
try:
    ZoneInfo(b"UTC")
except TypeError as e:
    print("TypeError:", e)
