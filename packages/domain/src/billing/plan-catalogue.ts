/**
 * The plan catalogue behind the pricing cards (spec accounts §2 "Pricing and plan cards",
 * §3 "Plan catalogue entry" and "Plan tier definition", §9 per-tier figures).
 *
 * Figures that `tiers.ts` holds (credits, custom voices, PVC, concurrency, seats) are read from
 * {@link tierLimits}, never repeated here. Unlimited is {@link UNLIMITED} (-1), as in the rest of
 * the package; enterprise has no published figures, so every limit of its card is unlimited
 * (its real limits are set with sales).
 */
import { formatCount } from "../format";
import { TIER_DISPLAY_NAMES, UNLIMITED, isBaseTier, isUnlimited, tierLimits, type TierId } from "../tiers";
import { CAPABILITIES, CAPABILITY_NAMES, tierCapabilities } from "./plan-capabilities";
import { DUB_CHARACTERS_PER_MINUTE, WATERMARKED_DUB_CHARACTERS_PER_MINUTE, dubbingMinutes, dubWatermarkRequired } from "../dubbing/dub-cost";
import { ISOLATION_CHARACTERS_PER_MINUTE, VOICE_CHANGER_CHARACTERS_PER_MINUTE, soundEffectSecondsLimit, speechToSpeechMinutes, transcriptionHours } from "./audio-metering";
import type { BillingPeriod } from "./plan-action";
import {
  firstMonthBadge,
  firstMonthPercentOff,
  formatPrice,
  listPriceCents,
  yearlyMonthlyEquivalentCents,
  yearlyMonthsFree,
  type Currency,
  type PriceViewer,
} from "./plan-prices";
import { discountCents } from "./promo";

/**
 * The note under the cards on how audio work is metered (audio-metering.ts): isolation from the
 * credits, forced alignment from the speech-to-text hours. The same for every tier.
 */
export const AUDIO_METERING_NOTE =
  `Audio isolation costs ${ISOLATION_CHARACTERS_PER_MINUTE.toLocaleString("en-US")} characters a minute of audio, speech to speech ${VOICE_CHANGER_CHARACTERS_PER_MINUTE.toLocaleString("en-US")} characters a minute, ` +
  `and dubbing ${DUB_CHARACTERS_PER_MINUTE.toLocaleString("en-US")} characters a minute of source per language (${WATERMARKED_DUB_CHARACTERS_PER_MINUTE.toLocaleString("en-US")} with a watermark), from the monthly credits. ` +
  "Forced alignment counts as speech to text. Sound effects count against their own monthly seconds.";

/** "2.5 hours of speech to text a month"; "Unlimited speech to text" for {@link UNLIMITED}. */
export function speechToTextHoursText(hours: number): string {
  if (isUnlimited(hours)) return "Unlimited speech to text";
  return `${hours.toLocaleString("en-US")} ${hours === 1 ? "hour" : "hours"} of speech to text a month`;
}

/** The tiers with a pricing card, in display order. */
export const CARD_TIERS = ["free", "starter", "creator", "pro", "growing_business", "scale_2024_08_10", "enterprise"] as const satisfies readonly TierId[];
/** A tier with a pricing card. */
export type CardTier = (typeof CARD_TIERS)[number];

/** Type guard for a tier with a pricing card. */
export function isCardTier(tier: unknown): tier is CardTier {
  return typeof tier === "string" && (CARD_TIERS as readonly string[]).includes(tier);
}

/** Who a plan is for: individual (free to Pro) or company (Scale, Business, Enterprise). */
export type PlanType = "individual" | "company";

/** One pricing card's facts. */
export interface PlanCatalogueEntry {
  tier: CardTier;
  /** Display name (growing_business is "Scale", scale_2024_08_10 "Business"). */
  name: string;
  /** The card's heading: the same as {@link name}. */
  title: string;
  planType: PlanType;
  description: string;
  /** Monthly credits (characters). */
  creditsPerMonth: number;
  /** "10K credits/month", "Custom credits" for enterprise. */
  creditsText: string;
  /** Minutes of generated audio the monthly credits make. */
  audioMinutes: number;
  /** Custom (instant clone or designed) voices. */
  customVoices: number;
  /** Professional voice clones. */
  pvcLimit: number;
  /** Concurrent generation requests. */
  concurrency: number;
  /** Concurrent conversational AI conversations. */
  conversationalConcurrency: number;
  /** Studio projects. */
  studioLimit: number;
  /** Conversational AI minutes a month. */
  convaiMinutes: number;
  /** "2 generations at once": the text-to-speech requests the tier runs at the same time (Vocable enforces it). */
  concurrencyText: string;
  /** "15 conversational AI minutes, 4 concurrent conversations". */
  convaiText: string;
  /** Hours of speech to text (and forced alignment) a month, from audio-metering.ts; {@link UNLIMITED} for enterprise. */
  speechToTextHours: number;
  /** "2.5 hours of speech to text a month", "Unlimited speech to text" for enterprise. */
  speechToTextText: string;
  /** Sound-effect seconds a month (audio-metering.ts); {@link UNLIMITED} for enterprise. */
  soundEffectSeconds: number;
  /** Minutes of speech to speech the month's credits buy (1,000 characters a minute); {@link UNLIMITED} for enterprise. */
  speechToSpeechMinutes: number;
  /** Minutes of dubbing (into one language) the month's credits buy without a watermark (dubbing/dub-cost.ts); 0 where the plan's dubs carry one. */
  dubbingMinutes: number;
  /** The same with a watermark. */
  dubbingMinutesWatermarked: number;
  /** Music minutes a month. */
  musicMinutes: number;
  /** Price of a conversational AI minute beyond the included ones, in cents, by period; null when extra minutes cannot be bought. */
  extraConvaiMinuteCents: Readonly<Record<BillingPeriod, number>> | null;
  /** Workspace seats a new workspace gets. */
  seats: number;
  /** The feature lines of the card. */
  features: readonly string[];
  /** Marked "Most popular" (creator). */
  mostPopular: boolean;
  /** A base tier (free): picking it creates rather than changes a subscription. */
  isBaseTier: boolean;
  /** The enterprise card. */
  enterprise: boolean;
  /** The button goes to sales instead of checkout (enterprise). */
  contactSales: boolean;
}

/** The per-tier figures of spec §9 that tiers.ts does not hold. */
interface CardFigures {
  planType: PlanType;
  audioMinutes: number;
  conversationalConcurrency: number;
  studioLimit: number;
  convaiMinutes: number;
  musicMinutes: number;
  extraConvaiMinuteCents: Readonly<Record<BillingPeriod, number>> | null;
}

/**
 * Spec §9. Creator's audio minutes: the spec gives 100 in its main list and 120 in the catalogue's
 * usage block; the card shows 100, the figure that matches its 100,000 credits (the smaller claim).
 * Extra conversational minutes: Creator $0.12, Pro $0.11, Scale $0.10, Business $0.08 paid yearly
 * or $0.096 monthly; free and starter cannot buy extra minutes.
 */
const FIGURES: Readonly<Record<CardTier, CardFigures>> = {
  free: { planType: "individual", audioMinutes: 10, conversationalConcurrency: 4, studioLimit: 3, convaiMinutes: 15, musicMinutes: 11, extraConvaiMinuteCents: null },
  starter: { planType: "individual", audioMinutes: 30, conversationalConcurrency: 6, studioLimit: 20, convaiMinutes: 50, musicMinutes: 11, extraConvaiMinuteCents: null },
  creator: {
    planType: "individual",
    audioMinutes: 100,
    conversationalConcurrency: 10,
    studioLimit: 1000,
    convaiMinutes: 250,
    musicMinutes: 31,
    extraConvaiMinuteCents: { monthly_period: 12, annual_period: 12 },
  },
  pro: {
    planType: "individual",
    audioMinutes: 600,
    conversationalConcurrency: 20,
    studioLimit: 3000,
    convaiMinutes: 1100,
    musicMinutes: 152,
    extraConvaiMinuteCents: { monthly_period: 11, annual_period: 11 },
  },
  growing_business: {
    planType: "company",
    audioMinutes: 2400,
    conversationalConcurrency: 30,
    studioLimit: 20000,
    convaiMinutes: 3600,
    musicMinutes: 550,
    extraConvaiMinuteCents: { monthly_period: 10, annual_period: 10 },
  },
  scale_2024_08_10: {
    planType: "company",
    audioMinutes: 13200,
    conversationalConcurrency: 30,
    studioLimit: 20000,
    convaiMinutes: 13750,
    musicMinutes: 2400,
    extraConvaiMinuteCents: { monthly_period: 9.6, annual_period: 8 },
  },
  enterprise: {
    planType: "company",
    audioMinutes: UNLIMITED,
    conversationalConcurrency: UNLIMITED,
    studioLimit: UNLIMITED,
    convaiMinutes: UNLIMITED,
    musicMinutes: UNLIMITED,
    extraConvaiMinuteCents: null,
  },
};

function descriptionOf(tier: CardTier, seats: number): string {
  switch (tier) {
    case "free":
      return "Try text to speech and the API with a small monthly allowance.";
    case "starter":
      return "For hobby projects: more credits, instant voice cloning and a commercial licence.";
    case "creator":
      return "For regular creators: a professional voice clone and pay-as-you-go credits past the limit.";
    case "pro":
      return "For production work and heavy use of the API.";
    case "growing_business":
      return `For small teams: ${seats} seats sharing a large monthly allowance.`;
    case "scale_2024_08_10":
      return `For larger teams: ${seats} seats and the largest self-serve allowance.`;
    case "enterprise":
      return "Custom limits, seats and terms, arranged with our sales team.";
  }
}

/**
 * The card's feature lines, read from the capability table (plan-capabilities.ts), the same table
 * the server's checks and the subscription fields read: every line a card shows is true in the API.
 */
function featuresOf(tier: CardTier): string[] {
  const can = tierCapabilities(tier);
  const features = ["Text to speech in MP3, Opus, PCM, WAV, μ-law and A-law", "API access"];
  for (const capability of CAPABILITIES) {
    if (capability !== "teamSeats" && can[capability]) features.push(CAPABILITY_NAMES[capability]);
  }
  if (tier === "enterprise") features.push("Custom number of seats", "Custom limits and terms");
  else if (can.teamSeats) features.push(`${can.seats} workspace seats`);
  return features;
}

/**
 * The dubbing minutes (into one language) a plan's monthly characters buy, without a watermark (0
 * where the tier's dubs must carry one) and with: the cards' figures, and the subscription page's
 * for the workspace's own limit.
 */
export function planDubbingMinutes(tier: string, characterLimit: number): Pick<PlanCatalogueEntry, "dubbingMinutes" | "dubbingMinutesWatermarked"> {
  return {
    dubbingMinutes: dubWatermarkRequired(tier) ? 0 : dubbingMinutes(characterLimit, false),
    dubbingMinutesWatermarked: dubbingMinutes(characterLimit, true),
  };
}

function entryOf(tier: CardTier): PlanCatalogueEntry {
  const limits = tierLimits(tier);
  const figures = FIGURES[tier];
  const name = TIER_DISPLAY_NAMES[tier];
  const creditsText = isUnlimited(limits.characterLimit) ? "Custom credits" : `${formatCount(limits.characterLimit)} credits/month`;
  const concurrencyText = isUnlimited(limits.concurrency) ? "Generations at once: no set limit" : `${limits.concurrency} generations at once`;
  const convaiText = isUnlimited(figures.convaiMinutes)
    ? "Custom conversational AI minutes and concurrency"
    : `${figures.convaiMinutes.toLocaleString("en-US")} conversational AI minutes, ${figures.conversationalConcurrency} concurrent conversations`;
  return Object.freeze({
    tier,
    name,
    title: name,
    planType: figures.planType,
    description: descriptionOf(tier, limits.defaultMaxSeats),
    creditsPerMonth: limits.characterLimit,
    creditsText,
    audioMinutes: figures.audioMinutes,
    customVoices: limits.voiceLimit,
    pvcLimit: limits.professionalVoiceLimit,
    concurrency: limits.concurrency,
    conversationalConcurrency: figures.conversationalConcurrency,
    studioLimit: figures.studioLimit,
    convaiMinutes: figures.convaiMinutes,
    convaiText,
    concurrencyText,
    speechToTextHours: transcriptionHours(tier),
    speechToTextText: speechToTextHoursText(transcriptionHours(tier)),
    soundEffectSeconds: soundEffectSecondsLimit(tier),
    speechToSpeechMinutes: speechToSpeechMinutes(limits.characterLimit),
    ...planDubbingMinutes(tier, limits.characterLimit),
    musicMinutes: figures.musicMinutes,
    extraConvaiMinuteCents: figures.extraConvaiMinuteCents,
    seats: limits.defaultMaxSeats,
    features: Object.freeze(featuresOf(tier)),
    mostPopular: tier === "creator",
    isBaseTier: isBaseTier(tier),
    enterprise: tier === "enterprise",
    contactSales: tier === "enterprise",
  });
}

/** Every pricing card, in display order (free, Starter, Creator, Pro, Scale, Business, Enterprise). */
export const PLAN_CATALOGUE: readonly PlanCatalogueEntry[] = Object.freeze(CARD_TIERS.map(entryOf));

/** The card of a tier; null for tiers without one (trial, grant tiers, unknown ids). */
export function catalogueEntry(tier: string): PlanCatalogueEntry | null {
  return PLAN_CATALOGUE.find((entry) => entry.tier === tier) ?? null;
}

/** A price as a card shows it. */
export interface PlanCardPrice {
  /** List price of the chosen period, in cents (0 for free). */
  cents: number;
  /** "$22", "21€". */
  formatted: string;
  /** "/month" for monthly billing and for free, "/year" for yearly billing. */
  perLabel: "/month" | "/year";
  /** Yearly billing: the price spread over 12 months ("$18.33" "/month"). */
  monthlyEquivalent?: { cents: number; formatted: string; perLabel: "/month" };
  /** Yearly billing: months free compared with paying monthly (2). */
  monthsFree?: number;
  /** Monthly billing for a logged-out or never-paid user on Starter or Creator: the first month's offer. */
  firstMonth?: { percentOff: number; cents: number; formatted: string; badge: string };
}

/**
 * The price block of a card for a period and currency: the list price; on yearly billing also the
 * monthly equivalent and the months free; on monthly billing the first-month offer when it applies
 * (discounted price rounded to the nearest cent). null for cards without a self-serve price
 * (enterprise: contact sales) and for tiers without a card.
 */
export function planCardPrice(tier: string, period: BillingPeriod, currency: Currency, viewer: PriceViewer): PlanCardPrice | null {
  const cents = listPriceCents(tier, period, currency);
  if (cents === null || !isCardTier(tier)) return null;
  if (tier === "free") return { cents, formatted: formatPrice(cents, currency), perLabel: "/month" };
  const price: PlanCardPrice = { cents, formatted: formatPrice(cents, currency), perLabel: period === "annual_period" ? "/year" : "/month" };
  if (period === "annual_period") {
    const monthly = yearlyMonthlyEquivalentCents(tier, currency) ?? cents;
    price.monthlyEquivalent = { cents: monthly, formatted: formatPrice(monthly, currency), perLabel: "/month" };
    const free = yearlyMonthsFree(tier, currency);
    if (free) price.monthsFree = free;
  }
  const percentOff = firstMonthPercentOff(tier, period, viewer);
  const badge = firstMonthBadge(tier, period, viewer);
  if (percentOff > 0 && badge) {
    const discounted = cents - discountCents(cents, { percentOff });
    price.firstMonth = { percentOff, cents: discounted, formatted: formatPrice(discounted, currency), badge };
  }
  return price;
}
