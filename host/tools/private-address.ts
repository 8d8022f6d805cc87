// The private-address policy of the web tools: loopback, private, link-local and other
// non-public addresses are refused unless the host allows them, checked on the address a
// connection actually uses (so a public name resolving to 127.0.0.1 is refused too).
import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { BlockList, isIP, type LookupFunction } from "node:net";
import { ToolPermissionError } from "../registry.js";

const NON_PUBLIC = new BlockList();
for (const [net, bits] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  NON_PUBLIC.addSubnet(net, bits, "ipv4");
}
for (const [net, bits] of [
  ["::", 128],
  ["::1", 128],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const) {
  NON_PUBLIC.addSubnet(net, bits, "ipv6");
}

/** True for an address a fetch from the host must not reach unless configured. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return NON_PUBLIC.check(address, "ipv4");
  if (family !== 6) return false;
  // An IPv4-mapped IPv6 address reaches the IPv4 host it embeds.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return NON_PUBLIC.check(mapped[1]!, "ipv4");
  return NON_PUBLIC.check(address, "ipv6");
}

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
