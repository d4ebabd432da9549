/**
 * The promo code kept for checkout (spec accounts §3 "Promo code stored locally": promocode,
 * amount_off, percent_off, duration_in_months; §4 "Promo code"; §5). One local-storage entry under
 * `xi:` shared with the account-action landing, which stores a link's coupon there as
 * `{ promocode }` (landing-storage.ts): such an entry is not checked yet, and is checked once a
 * signed-in admin is on a page. Its two copies are that entry and this module's snapshot of it;
 * clearing removes both, and every reader re-renders.
 */
import { PENDING_COUPON_STORAGE_NAME, normalizePromoCode, storageKey, type PromoOffer } from "@vocable/domain";
import { useSyncExternalStore } from "react";
import { writeStored } from "#lib/local-storage";

/** Where a stored code came from: a `?coupon=` link (a refusal shows the promocode-failure dialog) or the promo field. */
export type PromoSource = "landing" | "entered";

export interface StoredPromo {
  promocode: string;
  /** The server's terms once it accepted the code; null while not checked yet (a link's coupon, or entered while signed out). */
  offer: PromoOffer | null;
  source: PromoSource;
}

const KEY = storageKey(PENDING_COUPON_STORAGE_NAME);

function numberOrNull(value: unknown): number | null | undefined {
  if (value === null || value === undefined) return null;
  return typeof value === "number" && Number.isFinite(value) ? value : undefined;
}

/** A stored value as a promo code: null when it holds no well-formed code. */
export function parseStoredPromo(value: unknown): StoredPromo | null {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  const v = value as Record<string, unknown>;
  const promocode = normalizePromoCode(v.promocode);
  if (!promocode) return null;
  const source: PromoSource = v.source === "entered" ? "entered" : "landing";
  if (v.validated !== true) return { promocode, offer: null, source };
  const amount = numberOrNull(v.amount_off);
  const percent = numberOrNull(v.percent_off);
  const months = numberOrNull(v.duration_in_months);
  if (amount === undefined || percent === undefined || months === undefined) return { promocode, offer: null, source };
  return { promocode, offer: { promocode, amount_off: amount, percent_off: percent, duration_in_months: months }, source };
}

/** The stored form of a promo code (the spec's fields, plus whether the server accepted it and where it came from). */
export function serializeStoredPromo(stored: StoredPromo): Record<string, unknown> {
  return {
    promocode: stored.promocode,
    amount_off: stored.offer?.amount_off ?? null,
    percent_off: stored.offer?.percent_off ?? null,
    duration_in_months: stored.offer?.duration_in_months ?? null,
    validated: stored.offer !== null,
    source: stored.source,
  };
}

const listeners = new Set<() => void>();
let cachedRaw: string | null = null;
let cached: StoredPromo | null = null;

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

/** The stored promo code, if any (re-read from storage: the landing writes it directly). */
export function getStoredPromo(): StoredPromo | null {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    try {
      cached = raw === null ? null : parseStoredPromo(JSON.parse(raw));
    } catch {
      cached = null;
    }
  }
  return cached;
}

function publish(): void {
  for (const listener of listeners) listener();
}

/** Keeps a code for checkout (replacing any other). */
export function storePromo(stored: StoredPromo): void {
  writeStored(PENDING_COUPON_STORAGE_NAME, serializeStoredPromo(stored));
  publish();
}

/** Forgets the stored code; answers the code that was removed, if there was one. */
export function clearStoredPromo(): string | null {
  const removed = getStoredPromo()?.promocode ?? null;
  try {
    window.localStorage.removeItem(KEY);
  } catch {
    // Storage disabled: nothing was kept.
  }
  publish();
  return removed;
}

/** Codes that cannot be checked here (a member's workspace: only admins may; plans off): kept as they are, not checked again. */
const uncheckable = new Set<string>();

/** Marks a kept code as not checkable by this user; readers waiting for the check go on. */
export function markPromoUncheckable(code: string): void {
  uncheckable.add(code);
  publish();
}

/** Whether nothing is left to check: no code, a checked one, or one that cannot be checked here. */
export function isPromoSettled(stored: StoredPromo | null): boolean {
  return !stored || stored.offer !== null || uncheckable.has(stored.promocode);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === KEY) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** The stored promo code, kept current across components and tabs. */
export function useStoredPromo(): StoredPromo | null {
  return useSyncExternalStore(subscribe, getStoredPromo, () => null);
}
