# A scheduling flow: meetings stored in UTC shown in each attendee's zone across the US and EU
# DST ends of autumn 2024, flagging those outside 9-17 local time and sending reminders.
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

meetings = list_meetings(week="2024-W44")
outside = []
for m in meetings:
    start = datetime.fromisoformat(m["start"])
    end = start + timedelta(minutes=m["minutes"])
    for person, key in sorted(m["attendees"].items()):
        zone = ZoneInfo(key)
        local = start.astimezone(zone)
        local_end = end.astimezone(zone)
        print(f"{m['title']:<10} {person:<6} {local:%a %d %b %H:%M} - {local_end:%H:%M %Z} (UTC{local:%z}) fold={local.fold}")
        if not (9 <= local.hour < 17) or local_end.date() != local.date():
            outside.append((person, m["title"], local.isoformat()))
        if local - datetime.now(zone) < timedelta(days=4000):
            send_reminder(to=person, title=m["title"], at=local.strftime("%Y-%m-%d %H:%M %Z"))
print(sorted(outside))
# The same wall-clock slot every day across the change: UTC offsets move, local times do not.
standup = datetime(2024, 10, 25, 9, 30, tzinfo=ZoneInfo("Europe/Berlin"))
ny = ZoneInfo("America/New_York")
for day in range(12):
    slot = standup + timedelta(days=day)
    print(slot.date(), slot.strftime("%H:%M %Z"), slot.astimezone(ny).strftime("%H:%M %Z"), slot.astimezone(ZoneInfo("Asia/Kolkata")).strftime("%H:%M"))
