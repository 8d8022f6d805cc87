// The transpiler's access to the IANA zones (zoneinfo-data/): a script that imports zoneinfo
// gets them in its program, as the guest has none of its own (it would grow the snapshot of
// every flow). They load asynchronously (transpileScript awaits them for a script that may
// import zoneinfo), so the synchronous transpile() finds them loaded.
import { loadZoneData, loadedZoneData } from "../zoneinfo-data/load.js";

export async function prepareZoneData(source: string): Promise<void> {
  if (source.includes("zoneinfo")) await loadZoneData();
}

/** The `$rt.zoneData(...)` call that hands the zones to the guest. */
export function zoneDataCall(): string {
  const data = loadedZoneData();
  // A caller's mistake, never a script's: transpileScript loads the zones first.
  if (!data) throw new Error("the zone data is not loaded: transpile through transpileScript()");
  return `$rt.zoneData(${JSON.stringify(data.zones)}, ${JSON.stringify(data.links)});`;
}
