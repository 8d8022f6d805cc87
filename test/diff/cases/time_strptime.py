# time.strptime: datetime's parsing as a struct_time (tm_wday, tm_yday, tm_isdst -1), its default
# format and CPython's errors.
import time
t = time.strptime("2024-03-05 10:20:30", "%Y-%m-%d %H:%M:%S")
print(t, t.tm_yday, t.tm_wday, time.strftime("%d/%m/%Y", t), time.mktime(t) > 0)
print(time.strptime("Tue Mar  5 10:20:30 2024"), time.strptime("2023", "%Y"), time.strptime("31 Dec 2024", "%d %b %Y").tm_yday)
for args in [("2024-13-01", "%Y-%m-%d"), ("x", "%Y"), ("2024-01-01x", "%Y-%m-%d"), (5, "%Y"), ("2024", 5)]:
    try:
        print(time.strptime(*args))
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
