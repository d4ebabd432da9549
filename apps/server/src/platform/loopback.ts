/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 (a dual-stack socket reports `::ffff:127.0.0.1`). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith("::ffff:") ? address.slice("::ffff:".length) : address;
  return address === "::1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/** Whether a HOST setting names only this machine (127.0.0.0/8, ::1, localhost): nobody else reaches the port. */
export function isLoopbackHost(host: string): boolean {
  const name = host.trim().toLowerCase().replace(/^\[(.*)\]$/, "$1");
  return name === "localhost" || isLoopbackAddress(name);
}
