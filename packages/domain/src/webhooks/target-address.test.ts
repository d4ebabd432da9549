import { describe, expect, it } from "vitest";
import { checkWebhookUrl, classifyAddressText, parseIpv4, parseIpv6, webhookUrlProblemMessage } from "./target-address";

describe("parseIpv4 reads every form a resolver accepts", () => {
  it.each([
    ["127.0.0.1", [127, 0, 0, 1]],
    ["127.1", [127, 0, 0, 1]],
    ["0x7f.1", [127, 0, 0, 1]],
    ["0x7f.0.0.1", [127, 0, 0, 1]],
    ["0177.0.0.1", [127, 0, 0, 1]],
    ["2130706433", [127, 0, 0, 1]],
    ["017700000001", [127, 0, 0, 1]],
    ["0x7f000001", [127, 0, 0, 1]],
    ["10.1.65535", [10, 1, 255, 255]],
    ["169.254.169.254.", [169, 254, 169, 254]],
    ["0", [0, 0, 0, 0]],
  ])("%s", (text, bytes) => {
    expect(parseIpv4(text)).toEqual(bytes);
  });

  it.each(["", "256.0.0.1", "1.2.3.4.5", "1.2.3.256", "4294967296", "08.0.0.1", "example.com", "1..2", "1.2.3.-1", "1e3"])("not an address: %j", (text) => {
    expect(parseIpv4(text)).toBeNull();
  });
});

describe("parseIpv6", () => {
  it.each([
    ["::", Array(16).fill(0)],
    ["::1", [...Array(15).fill(0), 1]],
    ["[::1]", [...Array(15).fill(0), 1]],
    ["fe80::1%eth0", [0xfe, 0x80, ...Array(13).fill(0), 1]],
    ["::ffff:127.0.0.1", [...Array(10).fill(0), 0xff, 0xff, 127, 0, 0, 1]],
    ["::ffff:7f00:1", [...Array(10).fill(0), 0xff, 0xff, 127, 0, 0, 1]],
    ["0:0:0:0:0:ffff:7f00:1", [...Array(10).fill(0), 0xff, 0xff, 127, 0, 0, 1]],
    ["::127.0.0.1", [...Array(12).fill(0), 127, 0, 0, 1]],
    ["2001:db8:0:0:0:0:0:1", [0x20, 0x01, 0x0d, 0xb8, ...Array(11).fill(0), 1]],
  ])("%s", (text, bytes) => {
    expect(parseIpv6(text)).toEqual(bytes);
  });

  it.each(["1:2:3:4:5:6:7:8:9", "1::2::3", "::ffff:127.1", "::ffff:0x7f.0.0.1", "12345::", "g::1", ":1", "example.com", "1:2:3:4:5:6:7"])("not an address: %j", (text) => {
    expect(parseIpv6(text)).toBeNull();
  });
});

describe("classifyAddressText", () => {
  it.each([
    // Loopback in every spelling.
    ["127.0.0.1", "loopback"],
    ["127.1", "loopback"],
    ["0x7f.1", "loopback"],
    ["2130706433", "loopback"],
    ["127.255.255.254", "loopback"],
    ["::1", "loopback"],
    ["[::ffff:127.0.0.1]", "loopback"],
    ["::ffff:7f00:1", "loopback"],
    ["::127.0.0.1", "loopback"],
    ["64:ff9b::7f00:1", "loopback"],
    ["2002:7f00:1::", "loopback"],
    // Private networks.
    ["10.0.0.1", "private"],
    ["172.16.0.1", "private"],
    ["172.31.255.255", "private"],
    ["192.168.1.1", "private"],
    ["::ffff:192.168.1.1", "private"],
    ["fd00::1", "private"],
    ["fc00::1", "private"],
    ["fdff:ffff::1", "private"],
    ["fec0::1", "private"],
    // Link-local, metadata, CGNAT, multicast, unspecified.
    ["169.254.1.1", "link_local"],
    ["fe80::1", "link_local"],
    ["febf::1", "link_local"],
    ["169.254.169.254", "metadata"],
    ["::ffff:169.254.169.254", "metadata"],
    ["0xa9.0xfe.0xa9.0xfe", "metadata"],
    ["fd00:ec2::254", "metadata"],
    ["168.63.129.16", "metadata"],
    ["100.100.100.200", "metadata"],
    ["100.64.0.1", "cgnat"],
    ["100.127.255.255", "cgnat"],
    ["224.0.0.1", "multicast"],
    ["239.255.255.250", "multicast"],
    ["ff02::1", "multicast"],
    ["0.0.0.0", "unspecified"],
    ["0", "unspecified"],
    ["0.1.2.3", "unspecified"],
    ["::", "unspecified"],
    ["[::]", "unspecified"],
    // Reserved and documentation.
    ["255.255.255.255", "reserved"],
    ["240.0.0.1", "reserved"],
    ["192.0.2.1", "reserved"],
    ["198.18.0.1", "reserved"],
    ["2001:db8::1", "reserved"],
    ["2001::1", "reserved"],
    ["100::1", "reserved"],
    ["64:ff9b:1::1", "reserved"],
    // Public.
    ["8.8.8.8", "public"],
    ["1.1.1.1", "public"],
    ["100.63.255.255", "public"],
    ["100.128.0.0", "public"],
    ["172.32.0.1", "public"],
    ["169.253.255.255", "public"],
    ["::ffff:8.8.8.8", "public"],
    ["64:ff9b::808:808", "public"],
    ["2606:4700:4700::1111", "public"],
    ["2002:808:808::1", "public"],
  ])("%s is %s", (text, expected) => {
    expect(classifyAddressText(text)).toBe(expected);
  });

  it("is null for a name", () => {
    expect(classifyAddressText("example.com")).toBeNull();
    expect(classifyAddressText("localhost")).toBeNull();
  });
});

describe("checkWebhookUrl", () => {
  const strict = { allowPrivate: false };

  it.each([
    "https://hooks.example.com/elevenlabs",
    "http://hooks.example.com:8080/x?y=1",
    "https://8.8.8.8/hook",
    "https://[2606:4700:4700::1111]/hook",
  ])("accepts %s", (url) => {
    expect(checkWebhookUrl(url, strict).ok).toBe(true);
  });

  it.each([
    ["ftp://example.com/x", "scheme"],
    ["file:///etc/passwd", "scheme"],
    ["gopher://127.0.0.1:6379/_FLUSHALL", "scheme"],
    ["javascript:alert(1)", "scheme"],
    ["not a url", "invalid"],
    ["https://", "invalid"],
    [`https://example.com/${"a".repeat(2100)}`, "invalid"],
    ["https://user:pw@example.com/", "credentials"],
    ["http://127.0.0.1/", "address"],
    ["http://127.1/", "address"],
    ["http://0x7f.1/", "address"],
    ["http://2130706433/", "address"],
    ["http://[::ffff:127.0.0.1]/", "address"],
    ["http://[::1]:8080/", "address"],
    ["http://169.254.169.254/latest/meta-data/", "address"],
    ["http://[fd00::1]/", "address"],
    ["http://100.64.0.1/", "address"],
    ["http://0.0.0.0/", "address"],
    ["http://[::]/", "address"],
    ["http://localhost:3000/", "address"],
    ["http://api.localhost/", "address"],
    ["http://LOCALHOST./", "address"],
    ["http://metadata.google.internal/computeMetadata/v1/", "address"],
    ["http://printer.local/", "address"],
  ])("refuses %s (%s)", (url, reason) => {
    const result = checkWebhookUrl(url, strict);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.problem.reason).toBe(reason);
      expect(webhookUrlProblemMessage(result.problem).length).toBeGreaterThan(10);
    }
  });

  it("lets an operator allow private targets, but never another scheme or credentials", () => {
    const open = { allowPrivate: true };
    expect(checkWebhookUrl("http://127.0.0.1:9000/hook", open).ok).toBe(true);
    expect(checkWebhookUrl("http://10.0.0.5/hook", open).ok).toBe(true);
    expect(checkWebhookUrl("file:///etc/passwd", open).ok).toBe(false);
    expect(checkWebhookUrl("https://a:b@10.0.0.5/", open).ok).toBe(false);
  });

  it("gives the bracket-free host to resolve", () => {
    const result = checkWebhookUrl("https://[2606:4700:4700::1111]:8443/hook", strict);
    expect(result.ok && result.host).toBe("2606:4700:4700::1111");
  });
});
