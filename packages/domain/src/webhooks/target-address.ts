/**
 * Where a webhook may be delivered: the classification of IP addresses and the check of a
 * webhook URL, so that a workspace cannot make the server call its own loopback, the private
 * network it runs in, or a cloud metadata service (SSRF). Pure: the server resolves names and
 * calls these on every address it would connect to.
 *
 * Addresses are parsed the way resolvers and `inet_aton` read them, not only in the canonical
 * form: `127.1`, `0x7f.1`, `017700000001` and `2130706433` are all 127.0.0.1 to a socket, so
 * they are all loopback here.
 */

/** What kind of address it is; only `public` may be a webhook's target by default. */
export type AddressClass =
  | "public"
  | "loopback"
  | "private"
  | "link_local"
  /** 100.64.0.0/10, the carrier-grade NAT's shared space (RFC 6598). */
  | "cgnat"
  | "multicast"
  | "unspecified"
  /** Cloud instance metadata services (169.254.169.254, fd00:ec2::254, 168.63.129.16...). */
  | "metadata"
  /** Documentation, benchmarking, broadcast, reserved and protocol ranges: nothing to deliver to. */
  | "reserved";

export interface IpAddress {
  version: 4 | 6;
  /** 4 or 16 bytes, network order. */
  bytes: number[];
}

/** One part of an `inet_aton` address: decimal, octal with a leading 0, or hex with 0x. */
function parseIpv4Part(part: string): number | null {
  if (/^0x[0-9a-f]*$/i.test(part)) return part.length === 2 ? 0 : parseInt(part.slice(2), 16);
  if (/^0[0-7]*$/.test(part)) return parseInt(part, 8);
  if (/^[1-9][0-9]*$/.test(part)) return parseInt(part, 10);
  return null;
}

/**
 * An IPv4 address in any form `inet_aton` (and so most resolvers) accepts: one to four parts,
 * each decimal, octal or hex, the last filling the remaining bytes (`127.1` = 127.0.0.1,
 * `2130706433` = 127.0.0.1). A trailing dot is allowed, like in a name.
 */
export function parseIpv4(text: string): number[] | null {
  const trimmed = text.endsWith(".") ? text.slice(0, -1) : text;
  if (trimmed === "" || trimmed.length > 64) return null;
  const parts = trimmed.split(".");
  if (parts.length > 4) return null;
  const values: number[] = [];
  for (const part of parts) {
    const value = parseIpv4Part(part);
    if (value === null || !Number.isFinite(value)) return null;
    values.push(value);
  }
  const last = values.pop()!;
  if (values.some((v) => v > 255)) return null;
  const restBytes = 4 - values.length;
  if (last >= 256 ** restBytes) return null;
  const bytes = [...values];
  for (let i = restBytes - 1; i >= 0; i--) bytes.push(Math.floor(last / 256 ** i) % 256);
  return bytes;
}

/** An IPv6 address (brackets and a `%zone` allowed), with an embedded dotted IPv4 tail; null otherwise. */
export function parseIpv6(text: string): number[] | null {
  let s = text.startsWith("[") && text.endsWith("]") ? text.slice(1, -1) : text;
  const zone = s.indexOf("%");
  if (zone >= 0) s = s.slice(0, zone);
  if (s.length < 2 || s.length > 45 || !/^[0-9a-f:.]+$/i.test(s)) return null;
  let tail: number[] = [];
  const lastColon = s.lastIndexOf(":");
  if (lastColon < 0) return null;
  if (s.slice(lastColon + 1).includes(".")) {
    const dotted = s.slice(lastColon + 1).split(".");
    // Only the strict dotted form is allowed inside an IPv6 address.
    if (dotted.length !== 4 || dotted.some((p) => !/^(0|[1-9][0-9]{0,2})$/.test(p) || Number(p) > 255)) return null;
    tail = dotted.map(Number);
    const prefix = s.slice(0, lastColon + 1);
    s = prefix.endsWith("::") ? prefix : prefix.slice(0, -1);
  }
  const groupsWanted = 8 - tail.length / 2;
  const halves = s.split("::");
  if (halves.length > 2) return null;
  const toGroups = (half: string) => (half === "" ? [] : half.split(":"));
  const head = toGroups(halves[0]);
  const rest = halves.length === 2 ? toGroups(halves[1]) : [];
  if ([...head, ...rest].some((g) => !/^[0-9a-f]{1,4}$/i.test(g))) return null;
  let groups: string[];
  if (halves.length === 2) {
    const missing = groupsWanted - head.length - rest.length;
    if (missing < 1) return null;
    groups = [...head, ...Array<string>(missing).fill("0"), ...rest];
  } else {
    groups = head;
  }
  if (groups.length !== groupsWanted) return null;
  const bytes: number[] = [];
  for (const g of groups) {
    const v = parseInt(g, 16);
    bytes.push(v >> 8, v & 0xff);
  }
  return [...bytes, ...tail];
}

/** An IP address in any form a resolver would read as one; null for a name. */
export function parseIpAddress(text: string): IpAddress | null {
  const v4 = parseIpv4(text);
  if (v4) return { version: 4, bytes: v4 };
  const v6 = parseIpv6(text);
  if (v6) return { version: 6, bytes: v6 };
  return null;
}

function inV4(bytes: number[], prefix: [number, number, number, number], bits: number): boolean {
  const value = (b: number[]) => ((b[0] << 24) >>> 0) + (b[1] << 16) + (b[2] << 8) + b[3];
  const mask = bits === 0 ? 0 : (0xffffffff << (32 - bits)) >>> 0;
  return ((value(bytes) & mask) >>> 0) === ((value(prefix) & mask) >>> 0);
}

/** Cloud metadata endpoints outside the link-local range. */
const METADATA_V4: [number, number, number, number][] = [
  [168, 63, 129, 16], // Azure WireServer
  [100, 100, 100, 200], // Alibaba Cloud
  [192, 0, 0, 192], // Oracle Cloud
];

function classifyIpv4(b: number[]): AddressClass {
  if (METADATA_V4.some((m) => m.every((x, i) => x === b[i])) || inV4(b, [169, 254, 169, 254], 32)) return "metadata";
  if (inV4(b, [0, 0, 0, 0], 8)) return "unspecified";
  if (inV4(b, [127, 0, 0, 0], 8)) return "loopback";
  if (inV4(b, [10, 0, 0, 0], 8) || inV4(b, [172, 16, 0, 0], 12) || inV4(b, [192, 168, 0, 0], 16)) return "private";
  if (inV4(b, [169, 254, 0, 0], 16)) return "link_local";
  if (inV4(b, [100, 64, 0, 0], 10)) return "cgnat";
  if (inV4(b, [224, 0, 0, 0], 4)) return "multicast";
  const reserved: [[number, number, number, number], number][] = [
    [[192, 0, 0, 0], 24], // IETF protocol assignments
    [[192, 0, 2, 0], 24], // documentation
    [[192, 88, 99, 0], 24], // 6to4 relay anycast
    [[198, 18, 0, 0], 15], // benchmarking
    [[198, 51, 100, 0], 24], // documentation
    [[203, 0, 113, 0], 24], // documentation
    [[240, 0, 0, 0], 4], // reserved, and the broadcast address
  ];
  if (reserved.some(([prefix, bits]) => inV4(b, prefix, bits))) return "reserved";
  return "public";
}

function startsWith(bytes: number[], prefix: number[], bits: number): boolean {
  for (let i = 0; i < bits; i++) {
    const byte = i >> 3;
    const bit = 7 - (i & 7);
    if (((bytes[byte] >> bit) & 1) !== (((prefix[byte] ?? 0) >> bit) & 1)) return false;
  }
  return true;
}

function classifyIpv6(b: number[]): AddressClass {
  const zeros = (n: number) => b.slice(0, n).every((x) => x === 0);
  if (b.every((x) => x === 0)) return "unspecified";
  if (zeros(15) && b[15] === 1) return "loopback";
  // IPv4-mapped (::ffff:a.b.c.d) and IPv4-compatible (::a.b.c.d): a socket reaches the IPv4 address.
  if (zeros(10) && b[10] === 0xff && b[11] === 0xff) return classifyIpv4(b.slice(12));
  if (zeros(12)) return classifyIpv4(b.slice(12));
  // NAT64 (64:ff9b::/96) reaches the embedded IPv4 address; the local-use 64:ff9b:1::/48 a local one.
  if (startsWith(b, [0x00, 0x64, 0xff, 0x9b], 32)) return b.slice(4, 12).every((x) => x === 0) ? classifyIpv4(b.slice(12)) : "reserved";
  // AWS's instance metadata over IPv6 (fd00:ec2::254).
  const awsMetadata = [0xfd, 0x00, 0x0e, 0xc2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0x02, 0x54];
  if (awsMetadata.every((x, i) => x === b[i])) return "metadata";
  if (startsWith(b, [0xfc], 7)) return "private"; // unique local fc00::/7 (fd00::/8 included)
  if (startsWith(b, [0xfe, 0x80], 10)) return "link_local";
  if (startsWith(b, [0xfe, 0xc0], 10)) return "private"; // the old site-local range
  if (b[0] === 0xff) return "multicast";
  // 6to4 (2002::/16) carries an IPv4 address in its next 32 bits.
  if (b[0] === 0x20 && b[1] === 0x02) {
    return classifyIpv4(b.slice(2, 6));
  }
  if (startsWith(b, [0x20, 0x01, 0x0d, 0xb8], 32)) return "reserved"; // documentation
  if (startsWith(b, [0x20, 0x01, 0x00, 0x00], 32)) return "reserved"; // Teredo: an obfuscated IPv4 address
  if (startsWith(b, [0x20, 0x01, 0x00, 0x00], 23)) return "reserved"; // IETF protocol assignments
  // Everything else outside global unicast (2000::/3) is reserved or not routable.
  return startsWith(b, [0x20], 3) ? "public" : "reserved";
}

/** The class of an address (IPv4 or IPv6, IPv4-mapped included). */
export function classifyIpAddress(address: IpAddress): AddressClass {
  return address.version === 4 ? classifyIpv4(address.bytes) : classifyIpv6(address.bytes);
}

/** The class of an address written as text, or null when it is not an address. */
export function classifyAddressText(text: string): AddressClass | null {
  const address = parseIpAddress(text);
  return address ? classifyIpAddress(address) : null;
}

/** Host names that are never public, whatever a resolver says. */
function classifyHostName(host: string): AddressClass | null {
  const name = host.toLowerCase().replace(/\.$/, "");
  if (name === "localhost" || name.endsWith(".localhost")) return "loopback";
  if (name === "metadata" || name === "metadata.google.internal" || name === "instance-data" || name.endsWith(".internal")) return "metadata";
  if (name.endsWith(".local")) return "private";
  return null;
}

export const WEBHOOK_URL_MAX_LENGTH = 2048;

/** Why a webhook URL cannot be used as it is written, before any name is resolved. */
export type WebhookUrlProblem =
  | { reason: "invalid" }
  | { reason: "scheme" }
  | { reason: "credentials" }
  | { reason: "address"; addressClass: Exclude<AddressClass, "public"> };

/**
 * Checks a webhook URL as written: http(s), a host, no user name or password in it, and a host that
 * is not a non-public address or name (unless `allowPrivate`). A host name that passes must still
 * resolve to public addresses only: the server checks that when it connects.
 * Returns the URL's host (brackets removed from IPv6) or the problem.
 */
export function checkWebhookUrl(url: string, opts: { allowPrivate: boolean }): { ok: true; host: string; url: URL } | { ok: false; problem: WebhookUrlProblem } {
  if (url.length > WEBHOOK_URL_MAX_LENGTH) return { ok: false, problem: { reason: "invalid" } };
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { ok: false, problem: { reason: "invalid" } };
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") return { ok: false, problem: { reason: "scheme" } };
  if (parsed.username || parsed.password) return { ok: false, problem: { reason: "credentials" } };
  const host = parsed.hostname.startsWith("[") ? parsed.hostname.slice(1, -1) : parsed.hostname;
  if (!host) return { ok: false, problem: { reason: "invalid" } };
  if (!opts.allowPrivate) {
    const addressClass = classifyAddressText(host) ?? classifyHostName(host);
    if (addressClass && addressClass !== "public") return { ok: false, problem: { reason: "address", addressClass } };
  }
  return { ok: true, host, url: parsed };
}

const CLASS_WORDS: Record<Exclude<AddressClass, "public">, string> = {
  loopback: "a loopback address (this machine)",
  private: "a private network address",
  link_local: "a link-local address",
  cgnat: "a carrier-grade NAT (shared) address",
  multicast: "a multicast address",
  unspecified: "an unspecified address",
  metadata: "a cloud metadata service",
  reserved: "a reserved address",
};

/** The message a refused webhook URL gets (the same at create, update and send time). */
export function webhookUrlProblemMessage(problem: WebhookUrlProblem): string {
  switch (problem.reason) {
    case "invalid":
      return `The webhook URL must be an absolute http(s) URL of at most ${WEBHOOK_URL_MAX_LENGTH} characters.`;
    case "scheme":
      return "The webhook URL must start with https:// (or http://).";
    case "credentials":
      return "The webhook URL must not contain a user name or password: authenticate with the signature instead.";
    case "address":
      return `The webhook URL points to ${CLASS_WORDS[problem.addressClass]}; webhooks are delivered to public addresses only (an operator can allow private targets with WEBHOOK_ALLOW_PRIVATE_TARGETS).`;
  }
}
