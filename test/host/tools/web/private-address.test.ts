// The web tools' private-address check: every special-purpose range, including the IPv6 forms
// that reach an IPv4 host (mapped, NAT64, 6to4) which a hand-kept list had missed; public
// addresses pass.
import { describe, expect, it } from "vitest";
import { isPrivateAddress } from "../../../../host/tools/private-address.js";

describe("isPrivateAddress", () => {
  it.each([
    "127.0.0.1", "10.1.2.3", "172.16.0.1", "192.168.1.1", "169.254.169.254", "100.64.0.1", "0.0.0.0",
    "224.0.0.1", "255.255.255.255", "192.0.2.1", "198.18.0.1",
    "::", "::1", "fe80::1", "fc00::1", "ff02::1", "::ffff:127.0.0.1", "::ffff:10.0.0.1",
    "64:ff9b::7f00:1", "2002:7f00:1::1", "2001::1",
  ])("refuses %s", (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each(["8.8.8.8", "1.1.1.1", "93.184.216.34", "2606:4700::1111", "2001:4860:4860::8888", "::ffff:8.8.8.8"])("allows %s", (address) => {
    expect(isPrivateAddress(address)).toBe(false);
  });

  it("is false for what is not an IP address (names are checked after they resolve)", () => {
    expect(isPrivateAddress("localhost")).toBe(false);
    expect(isPrivateAddress("")).toBe(false);
  });
});
