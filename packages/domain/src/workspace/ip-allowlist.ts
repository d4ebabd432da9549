/**
 * An API key's `allowed_ips`: IP addresses and CIDR ranges (IPv4 and IPv6) it may be used from.
 * A bare address is a range of one (/32 or /128). An IPv4-mapped IPv6 address (`::ffff:1.2.3.4`,
 * as a dual-stack socket reports IPv4 peers) is matched as the IPv4 address it holds.
 */

/** The most entries one key's list may hold. */
export const MAX_ALLOWED_IPS = 100;

interface Address {
  bits: 32 | 128;
  value: bigint;
}

function parseIpv4(text: string): bigint | null {
  const parts = text.split(".");
  if (parts.length !== 4) return null;
  let value = 0n;
  for (const part of parts) {
    if (!/^(0|[1-9]\d{0,2})$/.test(part) || Number(part) > 255) return null;
    value = (value << 8n) | BigInt(part);
  }
  return value;
}

function parseIpv6(text: string): bigint | null {
  let head = text;
  let tail4: bigint | null = null;
  const lastColon = text.lastIndexOf(":");
  if (text.slice(lastColon + 1).includes(".")) {
    tail4 = parseIpv4(text.slice(lastColon + 1));
    if (tail4 === null) return null;
    head = `${text.slice(0, lastColon + 1)}0:0`;
  }
  const halves = head.split("::");
  if (halves.length > 2) return null;
  const groupsOf = (s: string) => (s === "" ? [] : s.split(":"));
  const left = groupsOf(halves[0]!);
  const right = halves.length === 2 ? groupsOf(halves[1]!) : [];
  const missing = 8 - left.length - right.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const groups = [...left, ...Array<string>(halves.length === 2 ? missing : 0).fill("0"), ...right];
  let value = 0n;
  for (const g of groups) {
    if (!/^[0-9a-fA-F]{1,4}$/.test(g)) return null;
    value = (value << 16n) | BigInt(`0x${g}`);
  }
  if (tail4 !== null) value = (value & ~0xffffffffn) | tail4;
  return value;
}

const MAPPED_PREFIX = 0xffffn << 32n;

/** An address as IPv4 when it is one or an IPv4-mapped IPv6 address; null when it is not an address. */
function parseAddress(text: string): Address | null {
  const v4 = parseIpv4(text);
  if (v4 !== null) return { bits: 32, value: v4 };
  const v6 = text.includes(":") ? parseIpv6(text.replace(/%.*$/, "")) : null;
  if (v6 === null) return null;
  if (v6 >> 32n === 0xffffn) return { bits: 32, value: v6 - MAPPED_PREFIX };
  return { bits: 128, value: v6 };
}

interface Range extends Address {
  prefix: number;
}

function parseRange(entry: string): Range | null {
  const [address, prefixText, ...rest] = entry.trim().split("/");
  if (rest.length > 0 || !address) return null;
  const parsed = parseAddress(address);
  if (!parsed) return null;
  if (prefixText === undefined) return { ...parsed, prefix: parsed.bits };
  // A mapped IPv4 range (::ffff:10.0.0.0/104) is the IPv4 range it holds (10.0.0.0/8).
  const offset = address.includes(":") && parsed.bits === 32 ? 96 : 0;
  if (!/^\d{1,3}$/.test(prefixText) || Number(prefixText) - offset > parsed.bits || Number(prefixText) < offset) return null;
  return { ...parsed, prefix: Number(prefixText) - offset };
}

const mask = (bits: number, prefix: number) => ((1n << BigInt(bits)) - 1n) ^ ((1n << BigInt(bits - prefix)) - 1n);

/** Why an `allowed_ips` entry is not an address or CIDR range, or null when it is one. */
export function allowedIpEntryError(entry: string): string | null {
  return parseRange(entry) ? null : `"${entry.slice(0, 60)}" is not an IP address or a CIDR range (such as 203.0.113.0/24 or 2001:db8::/32).`;
}

/**
 * An entry written the one way the key shows it: the range's first address and its prefix
 * (`10.0.0.7/24` is `10.0.0.0/24`, a bare `10.0.0.7` is `10.0.0.7/32`).
 */
export function normalizeAllowedIp(entry: string): string {
  const range = parseRange(entry);
  if (!range) throw new Error(allowedIpEntryError(entry)!);
  const value = range.value & mask(range.bits, range.prefix);
  if (range.bits === 32) return `${[24n, 16n, 8n, 0n].map((s) => String((value >> s) & 255n)).join(".")}/${range.prefix}`;
  const groups = Array.from({ length: 8 }, (_, i) => ((value >> BigInt((7 - i) * 16)) & 0xffffn).toString(16));
  // The longest run of two or more zero groups becomes "::".
  let best = { start: -1, length: 1 };
  for (let i = 0; i < 8; ) {
    if (groups[i] !== "0") { i++; continue; }
    let j = i;
    while (j < 8 && groups[j] === "0") j++;
    if (j - i > best.length) best = { start: i, length: j - i };
    i = j;
  }
  const text = best.start < 0 ? groups.join(":") : `${groups.slice(0, best.start).join(":")}::${groups.slice(best.start + best.length).join(":")}`;
  return `${text}/${range.prefix}`;
}

/**
 * Whether a request from `ip` may use a key with this allowlist: any address when the list is null;
 * otherwise only an address inside one of its ranges (an unknown address is inside none).
 */
export function ipAllowed(ip: string | undefined, allowed: readonly string[] | null): boolean {
  if (allowed === null) return true;
  const address = ip ? parseAddress(ip) : null;
  if (!address) return false;
  return allowed.some((entry) => {
    const range = parseRange(entry);
    if (!range || range.bits !== address.bits) return false;
    const m = mask(range.bits, range.prefix);
    return (address.value & m) === (range.value & m);
  });
}
