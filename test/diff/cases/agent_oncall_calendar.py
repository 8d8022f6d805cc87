# On-call roster for a month: fetch the rotation and holidays, walk the month's weeks with
# calendar.Calendar, print a text calendar (calendar.month, TextCalendar with Sunday first, a
# subclass marking holidays) and a year overview.
import calendar
from collections import Counter
from datetime import date

YEAR, MONTH = 2024, 12
rotation = get_rotation(team="sre")
holidays = {date.fromisoformat(h) for h in get_holidays(country="DE", year=YEAR)}
cal = calendar.Calendar(firstweekday=calendar.MONDAY)
shifts = {}
people = rotation["people"]
for i, week in enumerate(cal.monthdatescalendar(YEAR, MONTH)):
    owner = people[(rotation["offset"] + i) % len(people)]
    for day in week:
        if day.month == MONTH and day not in holidays:
            shifts[day] = owner
print(calendar.month(YEAR, MONTH))
load = Counter(shifts.values())
for person, n in load.most_common():
    print(f"{person:<6} {n:>2} days  {'#' * n}")
weekend = [d for d, _ in shifts.items() if d.weekday() >= 5]
print("weekend shifts:", len(weekend), "first:", min(weekend).isoformat(), [wd for _, wd in cal.itermonthdays2(YEAR, MONTH)][:7])

class HolidayCalendar(calendar.TextCalendar):
    def formatday(self, day, weekday, width):
        text = super().formatday(day, weekday, width)
        if day and date(YEAR, MONTH, day) in holidays:
            return ("*" + text.strip()).rjust(width)
        return text

print(HolidayCalendar(calendar.SUNDAY).formatmonth(YEAR, MONTH, w=3))
calendar.TextCalendar(calendar.SUNDAY).prmonth(YEAR, 1, l=2)
print(calendar.calendar(YEAR + 1, w=2, l=1, c=3, m=4))
print(calendar.weekheader(2), list(calendar.Calendar(6).iterweekdays()), calendar.monthcalendar(YEAR, 2)[-1])
try:
    calendar.month(YEAR, 13)
except IndexError as e:
    print("IndexError:", e)
try:
    list(cal.itermonthdays(YEAR, 0))
except calendar.IllegalMonthError as e:
    print("IllegalMonthError:", e)
