import type { DiscountRef, Metadata, Params } from "./objects";

/**
 * Reading requests: the form-encoded bracket notation Stripe's SDK sends, decoded into nested
 * objects, and the readers that take one parameter from it as the fake wants it (every value
 * arrives as a string; an absent or empty one reads as null).
 */

/** Parses bracket notation (`a[b][0][c]=v`), as Stripe's SDK encodes parameters, into nested objects and arrays. */
export function parseStripeParams(query: string): Params {
  const root: Params = {};
  for (const [key, value] of new URLSearchParams(query)) {
    const path = key.replace(/\]/g, "").split("[");
    let node: Record<string, unknown> | unknown[] = root;
    for (let i = 0; i < path.length; i++) {
      const segment = path[i];
      const last = i === path.length - 1;
      const index = /^\d+$/.test(segment) ? Number(segment) : null;
      const container = node as Record<string | number, unknown>;
      const slot = index ?? segment;
      if (last) {
        container[slot] = value;
      } else {
        if (container[slot] === undefined) container[slot] = /^\d+$/.test(path[i + 1]) ? [] : {};
        node = container[slot] as Record<string, unknown> | unknown[];
      }
    }
  }
  return root;
}

/** A non-empty string, else null. */
export function str(value: unknown): string | null {
  return typeof value === "string" && value !== "" ? value : null;
}

/** A finite number, else null. */
export function num(value: unknown): number | null {
  if (value === undefined || value === null || value === "") return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

/** `true` or `false`, else null. */
export function bool(value: unknown): boolean | null {
  return value === "true" ? true : value === "false" ? false : null;
}

/** An array parameter (an object with numeric keys counts as one), else empty. */
export function list(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (value && typeof value === "object") return Object.values(value);
  return [];
}

/** An object parameter, else empty. */
export function obj(value: unknown): Params {
  return value && typeof value === "object" && !Array.isArray(value) ? (value as Params) : {};
}

/** `metadata` applied over `base`, as Stripe merges it: an empty value removes the key. */
export function metadataOf(value: unknown, base: Metadata = {}): Metadata {
  const out: Metadata = { ...base };
  for (const [k, v] of Object.entries(obj(value))) {
    if (v === "") delete out[k];
    else out[k] = String(v);
  }
  return out;
}

/** `line_items` or a phase's `items`: prices with their quantity (1 unless given). */
export function priceItems(value: unknown): { price: string; quantity: number }[] {
  return list(value).map((item) => ({ price: str(obj(item).price) ?? "", quantity: num(obj(item).quantity) ?? 1 }));
}

/** A `discounts` parameter: each a coupon to apply or a discount to keep. */
export function discountParams(value: unknown): DiscountRef[] {
  return list(value).map((d) => ({ coupon: str(obj(d).coupon), discount: str(obj(d).discount) }));
}
