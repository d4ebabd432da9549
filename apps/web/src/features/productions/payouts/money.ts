const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** An amount the API gives in cents, in dollars ("$12.50"); anything not a finite number reads "$0.00". */
export function formatCents(cents: number): string {
  return usd.format(Number.isFinite(cents) ? Math.round(cents) / 100 : 0);
}
