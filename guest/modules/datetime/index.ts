// The `datetime` module: date, datetime, time, timedelta and timezone (fixed offsets, with
// timezone.utc); now()/today() read the flow's fixed start time.
import { PyModule } from "../../values/index.js";
import { DateType } from "./date.js";
import { DateTimeType, TimeType } from "./datetime.js";
import { TimedeltaType } from "./timedelta.js";
import { TimezoneType, UTC } from "./timezone.js";
import { TzInfoType } from "./tzinfo.js";
import { compileCommonFormats } from "./strptime.js";

export function datetimeModule(): PyModule {
  compileCommonFormats();
  return new PyModule("datetime", {
    date: DateType,
    datetime: DateTimeType,
    time: TimeType,
    timedelta: TimedeltaType,
    timezone: TimezoneType,
    tzinfo: TzInfoType,
    MINYEAR: 1,
    MAXYEAR: 9999,
    UTC,
  });
}
