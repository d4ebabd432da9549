/**
 * Where a billing URL from the server sends the browser: a page of this app (the local
 * provider's `/app/checkout/{id}`, the subscription page) is opened by the router, keeping the
 * app and its toasts; another https page (Stripe Checkout, the portal) is a full navigation.
 * Anything else is refused, so a bad answer cannot run script or leave for a plain-http page.
 * The local checkout page is always opened here, even when the server's PUBLIC_URL names another
 * host than the one in the address bar (the session cookie is this host's).
 */
export type CheckoutTarget = { kind: "route"; path: string } | { kind: "external"; url: string } | null;

export function checkoutTarget(url: string, origin: string): CheckoutTarget {
  let parsed: URL;
  try {
    parsed = new URL(url, origin);
  } catch {
    return null;
  }
  const local = /^\/app\/checkout\/[^/]+\/?$/.test(parsed.pathname) && (parsed.protocol === "https:" || parsed.protocol === "http:");
  if (parsed.origin === origin || local) return { kind: "route", path: `${parsed.pathname}${parsed.search}${parsed.hash}` };
  if (parsed.protocol === "https:") return { kind: "external", url: parsed.href };
  return null;
}
