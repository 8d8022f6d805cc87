// time.struct_time, which the time module and datetime's timetuple() both make.
import { structSeq } from "./struct-seq.js";

const FIELDS = ["tm_year", "tm_mon", "tm_mday", "tm_hour", "tm_min", "tm_sec", "tm_wday", "tm_yday", "tm_isdst"];
// Local time is UTC in a flow.
export const StructTime = structSeq("time", "struct_time", FIELDS, { tm_zone: () => "UTC", tm_gmtoff: () => 0 });
