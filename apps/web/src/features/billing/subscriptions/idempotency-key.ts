/**
 * A fresh idempotency key for POST /change-subscription (8 to 128 of A-Z a-z 0-9 _ . : -), one per
 * confirmation dialog: a retried request (a double click, a lost answer) changes nothing twice.
 * crypto.randomUUID exists only in secure contexts; a self-hosted instance on plain http gets
 * the same randomness from getRandomValues.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}
