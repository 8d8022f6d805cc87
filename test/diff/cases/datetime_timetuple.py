# date/datetime timetuple() and utctimetuple() as time.struct_time, with calendar.timegm and
# time.mktime reading them back, for naive and aware values.
import calendar
import time
from datetime import date, datetime, timedelta, timezone

events = list_events(day="2024-03-10")["events"]
for e in events:
    d = datetime.fromisoformat(e["at"])
    tt = d.timetuple()
    print(e["name"], tt, tt.tm_yday, tt.tm_wday, tt.tm_isdst, tuple(d.utctimetuple()), calendar.timegm(d.utctimetuple()))
print(date(2024, 12, 31).timetuple(), date(2023, 1, 1).timetuple().tm_yday)
naive = datetime(2024, 3, 10, 12, 30, 45, 999)
print(time.mktime(naive.timetuple()), calendar.timegm(naive.timetuple()), naive.utctimetuple() == naive.timetuple()[:8] + (0,))
aware = datetime(2024, 1, 1, 1, tzinfo=timezone(timedelta(hours=5)))
print(aware.utctimetuple(), aware.timetuple().tm_hour, time.strftime("%Y-%m-%d %H:%M", aware.utctimetuple()))
