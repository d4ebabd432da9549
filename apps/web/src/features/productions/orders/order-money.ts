/**
 * Money as the orders pages show it: the API's amounts in US dollars (total_amount_usd, a quote's
 * amount_usd) and the domain's price table in cents per started minute of media.
 */
import { PRICE_CENTS_PER_MINUTE } from "@vocable/domain";

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "$12.50" for 12.5 dollars; "$0.00" for anything that is not a number. */
export function formatUsd(amount: number): string {
  return usd.format(Number.isFinite(amount) ? amount : 0);
}

/** "$1.50" for 150 cents. */
export function formatCents(cents: number): string {
  return formatUsd(Number.isFinite(cents) ? Math.round(cents) / 100 : 0);
}

export interface PriceRow {
  id: string;
  work: string;
  price: string;
  note: string;
}

/** A verbatim transcript's rate per minute, in cents, rounded as the server prices it. */
export function verbatimCentsPerMinute(): number {
  const p = PRICE_CENTS_PER_MINUTE;
  return Math.round((p.transcription * (100 + p.verbatimSurchargePercent)) / 100);
}

/** The public price table of human-checked work, one row per rate. */
export function productionPriceRows(): PriceRow[] {
  const p = PRICE_CENTS_PER_MINUTE;
  return [
    { id: "transcription", work: "Transcription", price: `${formatCents(p.transcription)} per minute`, note: "A human-checked transcript in the media's language." },
    {
      id: "verbatim",
      work: "Verbatim transcription",
      price: `+${p.verbatimSurchargePercent}% (${formatCents(verbatimCentsPerMinute())} per minute)`,
      note: "Every filler word, false start and repetition kept.",
    },
    { id: "subtitles", work: "Subtitles", price: `${formatCents(p.subtitles)} per minute`, note: "Subtitles in the media's language, cut into cues in the style you ask for." },
    {
      id: "subtitle-translation",
      work: "Each extra subtitle language",
      price: `+${formatCents(p.subtitleTranslation)} per minute per language`,
      note: "Subtitles translated into another language and checked.",
    },
    { id: "dub-review", work: "Dub review", price: `${formatCents(p.dubReview)} per minute per language`, note: "Each language of a dub checked against the source and corrected." },
  ];
}
