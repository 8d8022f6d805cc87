# calendar's date arithmetic: isleap, leapdays, weekday (years outside 1..9999 by their place in
# the 400-year cycle), monthrange, monthcalendar and setfirstweekday, timegm, the English names,
# and CPython's errors; type(Decimal).__name__ is Decimal.
import calendar
from decimal import Decimal
out = [calendar.isleap(2024), calendar.isleap(1900), calendar.leapdays(1900, 2025), calendar.weekday(2024, 3, 10), calendar.weekday(12000, 1, 1)]
out.append([calendar.monthrange(2024, 2), calendar.monthrange(2023, 2), calendar.monthrange(1, 1), calendar.monthrange(9999, 12)])
out.append(calendar.monthcalendar(2024, 9))
calendar.setfirstweekday(calendar.SUNDAY)
out.append([calendar.monthcalendar(2024, 9)[0], calendar.firstweekday()])
calendar.setfirstweekday(0)
out.append([calendar.timegm((2024, 3, 1, 12, 30, 15)), calendar.timegm((1969, 12, 31, 23, 59, 59, 0, 0, 0)), calendar.timegm((1, 1, 1, 0, 0, 0))])
out.append([calendar.month_name[2], calendar.month_abbr[12], list(calendar.day_name), calendar.day_abbr[6], len(calendar.month_name), calendar.MONDAY, calendar.FRIDAY])
for bad in [lambda: calendar.monthrange(2024, 13), lambda: calendar.monthrange(2024, 0), lambda: calendar.weekday(2024, 2, 30), lambda: calendar.setfirstweekday(7), lambda: calendar.monthcalendar(2024, 14), lambda: calendar.timegm((10**6, 1, 1, 0, 0, 0)), lambda: calendar.timegm((2024, 13, 1, 0, 0, 0))]:
    try:
        bad()
    except ValueError as e:
        out.append((type(e).__name__, str(e)))
out.append([type(Decimal(1)).__name__, Decimal.__module__, repr(Decimal), isinstance(calendar.IllegalMonthError(1), ValueError)])
out
