// The private-address policy of the web tools: loopback, private, link-local and other
// non-public addresses are refused unless the host allows them, checked on the address a
// connection actually uses (so a public name resolving to 127.0.0.1 is refused too).
import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { isIP, type LookupFunction } from "node:net";
import ipaddr from "ipaddr.js";
import { ToolPermissionError } from "../registry.js";

/**
 * True for an address a fetch from the host must not reach unless configured: anything ipaddr.js
 * (a well-kept table of the IANA special-purpose registries) does not call plain `unicast` (plus
 * the benchmarking range it leaves there), which
 * covers loopback, private, link-local, CGNAT, multicast, reserved and documentation ranges, and
 * the IPv6 forms that carry an IPv4 address (mapped, NAT64, 6to4, Teredo). An IPv4-mapped IPv6
 * address is judged as the IPv4 host it reaches.
 */
export function isPrivateAddress(address: string): boolean {
  if (isIP(address) === 0) return false;
  const parsed = ipaddr.process(address);
  return parsed.range() !== "unicast" || (parsed instanceof ipaddr.IPv4 && parsed.match(BENCHMARKING));
}

/** 198.18.0.0/15 (RFC 2544), a special-purpose range ipaddr.js leaves in `unicast`. */
const BENCHMARKING = ipaddr.IPv4.parseCIDR("198.18.0.0/15");

export function privateAddressError(host: string, address: string): ToolPermissionError {
  const shown = host === address ? address : `${host} (${address})`;
  return new ToolPermissionError(`permission denied: ${shown} is a private or loopback address; the host's config does not allow fetching from it`);
}

/** A hostname given as an IP literal is never looked up, so it is checked here, before connecting. */
export function checkLiteralHost(hostname: string, allowPrivate: boolean): void {
  const bare = hostname.replace(/^\[|\]$/g, "");
  if (!allowPrivate && isIP(bare) && isPrivateAddress(bare)) throw privateAddressError(bare, bare);
}

/** A `lookup` for http.request that refuses names resolving to a non-public address. */
export function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses: LookupAddress[]) => {
      if (err) return callback(err, "", 0);
      const bad = allowPrivate ? undefined : addresses.find((a) => isPrivateAddress(a.address));
      if (bad) return callback(privateAddressError(hostname, bad.address) as unknown as NodeJS.ErrnoException, "", 0);
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      const first = addresses[0]!;
      callback(null, first.address, first.family);
    });
  };
}
