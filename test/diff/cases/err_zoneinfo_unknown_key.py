# A misspelled key ends the flow with ZoneInfoNotFoundError (a KeyError).
from zoneinfo import ZoneInfo
from datetime import datetime

meeting = datetime(2024, 5, 1, 9, 0, tzinfo=ZoneInfo("Europe/Berlin"))
print(meeting.astimezone(ZoneInfo("America/Chicago")))
print(meeting.astimezone(ZoneInfo("America/Chicgo")))
