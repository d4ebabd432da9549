/**
 * The money rules of productions orders (issue 29), decided for Vocable: a price table per minute
 * of media and kind of work, in US cents; the order's price is each item's minutes (started
 * minutes, at least one) times its rate, per destination language where the item has them; a
 * producer earns a fixed share of the item they worked on, the reviewer a smaller share, the
 * platform the rest (the rounding remainder included). A cancelled order refunds every item no
 * producer's work was accepted for; an order past its deadline the same; a revoked task moves no
 * money (another producer takes the work, and earns it).
 */

export const ORDER_ITEM_KINDS = ["transcription", "subtitles", "dub"] as const;
export type OrderItemKind = (typeof ORDER_ITEM_KINDS)[number];

/** Cents per started minute of media. */
export const PRICE_CENTS_PER_MINUTE = {
  /** A human-checked transcript in the media's language. */
  transcription: 150,
  /** Verbatim transcription (every filler, false start and repetition kept) costs this much more, in percent. */
  verbatimSurchargePercent: 25,
  /** Subtitles in the media's language (a transcript cut into cues by the style asked). */
  subtitles: 200,
  /** Each destination language of subtitles other than the media's: translated and checked. */
  subtitleTranslation: 500,
  /** A dub reviewed: each destination language's lines checked against the source and corrected. */
  dubReview: 300,
} as const;

/** Of an item's price, the producer whose work is accepted earns this percent... */
export const PRODUCER_SHARE_PERCENT = 60;
/** ...and the reviewer who accepts it this percent; the platform keeps the rest. */
export const REVIEWER_SHARE_PERCENT = 15;

/** Started minutes of `seconds` of media, at least one. */
export function billedMinutes(seconds: number): number {
  if (!Number.isFinite(seconds) || seconds <= 0) return 1;
  return Math.max(1, Math.ceil(seconds / 60 - 1e-9));
}

export interface PricedItem {
  kind: OrderItemKind;
  /** Seconds of each media file the item covers. */
  mediaSeconds: readonly number[];
  sourceLanguage: string;
  destinationLanguages?: readonly string[];
  verbatim?: boolean;
}

/** An item's price in cents: see the module comment. */
export function itemPriceCents(item: PricedItem): number {
  const minutes = item.mediaSeconds.reduce((sum, s) => sum + billedMinutes(s), 0);
  const p = PRICE_CENTS_PER_MINUTE;
  switch (item.kind) {
    case "transcription":
      return minutes * Math.round((p.transcription * (100 + (item.verbatim ? p.verbatimSurchargePercent : 0))) / 100);
    case "subtitles": {
      const others = new Set((item.destinationLanguages ?? []).filter((l) => l !== item.sourceLanguage)).size;
      return minutes * (p.subtitles + others * p.subtitleTranslation);
    }
    case "dub":
      return minutes * p.dubReview * Math.max(1, new Set(item.destinationLanguages ?? []).size);
  }
}

/**
 * The part of a subtitles item's price one destination language other than the media's is worth,
 * for one media file: its translation task's share (the media's language's part is the transcription's).
 */
export function subtitleTranslationCents(mediaSeconds: number): number {
  return billedMinutes(mediaSeconds) * PRICE_CENTS_PER_MINUTE.subtitleTranslation;
}

/** The order's total: the sum of its items' prices. */
export function orderPriceCents(items: readonly PricedItem[]): number {
  return items.reduce((sum, item) => sum + itemPriceCents(item), 0);
}

/** How an item's price is split once its work is accepted (cents; the platform takes the rounding remainder). */
export function splitItemPrice(priceCents: number): { producer: number; reviewer: number; platform: number } {
  const producer = Math.floor((priceCents * PRODUCER_SHARE_PERCENT) / 100);
  const reviewer = Math.floor((priceCents * REVIEWER_SHARE_PERCENT) / 100);
  return { producer, reviewer, platform: priceCents - producer - reviewer };
}

/** The refund of a cancelled or expired order: the price of every item whose work was not accepted. */
export function refundCents(items: readonly { priceCents: number; accepted: boolean }[]): number {
  return items.filter((i) => !i.accepted).reduce((sum, i) => sum + i.priceCents, 0);
}

/** Dollars as the API answers them (total_amount_usd): cents / 100. */
export function centsToUsd(cents: number): number {
  return Math.round(cents) / 100;
}
