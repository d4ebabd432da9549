import { describe, expect, it } from "vitest";
import { allowedIpEntryError, ipAllowed, normalizeAllowedIp } from "./ip-allowlist";

describe("allowed_ips entries", () => {
  it.each([
    ["10.0.0.7", "10.0.0.7/32"],
    ["10.0.0.7/24", "10.0.0.0/24"],
    [" 203.0.113.9/32 ", "203.0.113.9/32"],
    ["0.0.0.0/0", "0.0.0.0/0"],
    ["2001:db8::1", "2001:db8::1/128"],
    ["2001:DB8:0:0:1::/64", "2001:db8::/64"],
    ["::1", "::1/128"],
    ["::ffff:192.0.2.1", "192.0.2.1/32"],
    ["fe80::1:0:0:1/128", "fe80::1:0:0:1/128"],
    ["::ffff:10.1.0.0/104", "10.0.0.0/8"],
  ])("%s is written %s", (entry, normalized) => {
    expect(allowedIpEntryError(entry)).toBeNull();
    expect(normalizeAllowedIp(entry)).toBe(normalized);
  });

  it.each(["", "10.0.0", "10.0.0.256", "10.0.0.01", "10.0.0.0/33", "10.0.0.0/", "10.0.0.0/8/8", "2001:db8::1::2", "2001:db8::/129", "gggg::", "example.com", "1:2:3:4:5:6:7:8:9"])(
    "%j is refused",
    (entry) => {
      expect(allowedIpEntryError(entry)).toMatch(/is not an IP address or a CIDR range/);
      expect(() => normalizeAllowedIp(entry)).toThrow();
    },
  );
});

describe("ipAllowed", () => {
  it.each([
    // address, list, allowed
    ["198.51.100.4", null, true],
    [undefined, null, true],
    ["198.51.100.4", [], false],
    ["198.51.100.4", ["198.51.100.0/24"], true],
    ["198.51.101.4", ["198.51.100.0/24"], false],
    ["198.51.100.4", ["198.51.100.4/32"], true],
    ["::ffff:198.51.100.4", ["198.51.100.0/24"], true], // a dual-stack socket's IPv4 peer
    ["2001:db8::5", ["2001:db8::/32"], true],
    ["2001:db9::5", ["2001:db8::/32"], false],
    ["127.0.0.1", ["::1/128"], false],
    ["::1", ["::1/128"], true],
    [undefined, ["0.0.0.0/0"], false], // an address the server could not learn is in no range
    ["not an address", ["0.0.0.0/0"], false],
    ["10.1.2.3", ["0.0.0.0/0"], true],
  ] as const)("%s with %j: %s", (ip, list, expected) => {
    expect(ipAllowed(ip, list)).toBe(expected);
  });
});
