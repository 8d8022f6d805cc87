// The IANA zones on demand: data.ts is 200 KB, so only a script that imports zoneinfo loads it.
// A dynamic import, which bundlers keep as a file of its own (build-support.mjs), so neither the
// CLI's start nor the guest snapshot carries it.

export interface ZoneData {
  zones: string;
  links: string;
}

let loaded: ZoneData | undefined;
let loading: Promise<ZoneData> | undefined;

export function loadZoneData(): Promise<ZoneData> {
  return (loading ??= import("./data.js").then(({ ZONES, LINKS }) => (loaded = { zones: ZONES, links: LINKS })));
}

/** The zones, once loadZoneData() has settled; undefined before. */
export function loadedZoneData(): ZoneData | undefined {
  return loaded;
}
