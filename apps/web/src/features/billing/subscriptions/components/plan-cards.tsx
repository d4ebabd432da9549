import type { Subscription } from "@vocable/contract";
import { AUDIO_METERING_NOTE, BILLING_PERIODS, PLAN_CATALOGUE, type BillingPeriod, type Currency } from "@vocable/domain";
import { useState } from "react";
import { Button } from "#components/ui/button";
import { Icon } from "#components/ui/icon";
import { Spinner } from "#components/ui/spinner";
import { cn } from "#lib/cn";
import { initialCurrency, initialPeriod, priceViewerOf, toCurrentSubscription } from "../current-subscription";
import { dubbingLine, soundEffectsLine, speechToSpeechLine } from "../plan-audio-lines";
import { BADGE_MOST_POPULAR, planCardView, type PlanCardView } from "../plan-card-view";
import { usePlanActions } from "../use-plan-actions";
import { PromoCodeField } from "./promo-code-field";

export const MEMBERS_READ_ONLY = "Only workspace admins can change the plan.";
export const ISOLATED_NOTE = "This is an isolated environment: paid plans other than trial and enterprise are not available here.";

const PERIOD_LABELS: Record<BillingPeriod, string> = { monthly_period: "Monthly", annual_period: "Yearly" };
const CURRENCY_LABELS: Record<Currency, string> = { usd: "USD", eur: "EUR" };

function Segmented<T extends string>({ label, options, value, onChange, labels }: { label: string; options: readonly T[]; value: T; onChange: (v: T) => void; labels: Record<T, string> }) {
  return (
    <div role="group" aria-label={label} className="inline-flex rounded-lg border border-zinc-300 p-0.5 dark:border-zinc-700">
      {options.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={option === value}
          onClick={() => onChange(option)}
          className={cn(
            "h-8 rounded-md px-3 text-sm font-medium transition-colors",
            option === value ? "bg-zinc-900 text-white dark:bg-white dark:text-zinc-900" : "text-zinc-600 hover:text-zinc-900 dark:text-zinc-400 dark:hover:text-white",
          )}
        >
          {labels[option]}
        </button>
      ))}
    </div>
  );
}

function Price({ view }: { view: PlanCardView }) {
  const price = view.price;
  if (!price) {
    return (
      <div className="flex flex-col" data-testid="plan-price">
        <span className="text-3xl font-semibold tracking-tight">Custom</span>
        <span className="text-xs text-muted-foreground">Priced with our sales team</span>
      </div>
    );
  }
  if (price.monthlyEquivalent) {
    return (
      <div className="flex flex-col" data-testid="plan-price">
        <span>
          <span className="text-3xl font-semibold tracking-tight">{price.monthlyEquivalent.formatted}</span>
          <span className="text-sm text-muted-foreground">{price.monthlyEquivalent.perLabel}</span>
        </span>
        <span className="text-xs text-muted-foreground">
          Billed {price.formatted} yearly{price.monthsFree ? ` · ${price.monthsFree} months free` : ""}
        </span>
      </div>
    );
  }
  if (price.firstMonth) {
    return (
      <div className="flex flex-col" data-testid="plan-price">
        <span>
          <span className="text-3xl font-semibold tracking-tight">{price.firstMonth.formatted}</span>
          <span className="text-sm text-muted-foreground"> first month</span>
        </span>
        <span className="text-xs text-muted-foreground">
          then {price.formatted}
          {price.perLabel}
        </span>
      </div>
    );
  }
  return (
    <div className="flex flex-col" data-testid="plan-price">
      <span>
        <span className="text-3xl font-semibold tracking-tight">{price.formatted}</span>
        <span className="text-sm text-muted-foreground">{price.perLabel}</span>
      </span>
      <span className="text-xs text-transparent select-none" aria-hidden>
        .
      </span>
    </div>
  );
}

function PlanCard({ view, onPick, busy }: { view: PlanCardView; onPick: () => void; busy: boolean }) {
  const { entry } = view;
  return (
    <article
      className={cn(
        "flex flex-col gap-4 rounded-xl border p-5",
        entry.mostPopular ? "border-zinc-900 dark:border-zinc-200" : "border-zinc-200 dark:border-zinc-800",
        view.current && "ring-2 ring-zinc-400/40",
      )}
      aria-labelledby={`plan-${entry.tier}-title`}
      data-testid={`plan-card-${entry.tier}`}
    >
      <div className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={`plan-${entry.tier}-title`} className="text-lg font-semibold">
            {entry.title}
          </h3>
          {view.current ? <span className="rounded-full bg-zinc-100 px-2 py-0.5 text-xs font-medium dark:bg-zinc-800">Current plan</span> : null}
        </div>
        {view.badges.length > 0 ? (
          <ul className="flex flex-wrap gap-1.5" aria-label="Badges">
            {view.badges.map((badge) => (
              <li
                key={badge}
                data-testid="plan-badge"
                className={cn(
                  "rounded-full px-2 py-0.5 text-xs font-medium",
                  badge === BADGE_MOST_POPULAR
                    ? "bg-zinc-900 text-white dark:bg-white dark:text-zinc-900"
                    : badge.startsWith("First month")
                      ? "bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200"
                      : "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200",
                )}
              >
                {badge}
              </li>
            ))}
          </ul>
        ) : null}
        <p className="text-sm text-zinc-600 dark:text-zinc-400">{entry.description}</p>
      </div>
      <Price view={view} />
      <Button
        variant={entry.mostPopular ? "primary" : "secondary"}
        disabled={view.disabled || busy}
        onClick={onPick}
        className="w-full"
        data-testid={`plan-action-${entry.tier}`}
      >
        {view.label}
      </Button>
      <ul className="flex flex-col gap-1.5 text-sm">
        <li className="font-medium" data-testid="plan-credits">
          {entry.creditsText}
        </li>
        <li className="text-zinc-600 dark:text-zinc-400" data-testid="plan-concurrency">
          {entry.concurrencyText}
        </li>
        <li className="text-zinc-600 dark:text-zinc-400" data-testid="plan-convai">
          {entry.convaiText} <span className="text-xs text-muted-foreground">(conversational AI is not part of Vocable yet)</span>
        </li>
        <li className="text-zinc-600 dark:text-zinc-400" data-testid="plan-speech-to-text">
          {entry.speechToTextText}
          <sup aria-hidden className="ml-0.5 text-muted-foreground">
            *
          </sup>
        </li>
        <li className="text-zinc-600 dark:text-zinc-400" data-testid="plan-speech-to-speech">
          {speechToSpeechLine(entry)}
          <sup aria-hidden className="ml-0.5 text-muted-foreground">
            *
          </sup>
        </li>
        <li className="text-zinc-600 dark:text-zinc-400" data-testid="plan-sound-effects">
          {soundEffectsLine(entry)}
        </li>
        <li className="text-zinc-600 dark:text-zinc-400" data-testid="plan-dubbing">
          {dubbingLine(entry)}
          <sup aria-hidden className="ml-0.5 text-muted-foreground">
            *
          </sup>
        </li>
        {entry.features.map((feature) => (
          <li key={feature} className="flex items-start gap-2 text-zinc-700 dark:text-zinc-300">
            <Icon name="check" className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600" />
            {feature}
          </li>
        ))}
      </ul>
    </article>
  );
}

interface PlanCardsProps {
  loggedIn: boolean;
  /** The workspace's subscription (signed in), null when logged out, undefined while loading. */
  sub: Subscription | null | undefined;
  isolatedEnvironment: boolean;
  canManage: boolean;
  /** The pricing page's promo field (the subscription page has its own promo section). */
  promoField?: boolean;
}

/**
 * The tier cards (spec accounts §2 "Pricing and plan cards"), shared by /pricing and
 * /app/subscription: monthly/yearly and usd/eur switches, then one card per tier with its price,
 * credits, conversational AI minutes and concurrency, speech-to-text hours, voice-changer minutes,
 * sound-effect seconds, features, badges and
 * its action button; under them, how audio isolation and forced alignment are metered.
 */
export function PlanCards({ loggedIn, sub, isolatedEnvironment, canManage, promoField = false }: PlanCardsProps) {
  const [chosenPeriod, setPeriod] = useState<BillingPeriod | null>(null);
  const [chosenCurrency, setCurrency] = useState<Currency | null>(null);
  const period = chosenPeriod ?? initialPeriod(sub);
  const currency = chosenCurrency ?? initialCurrency(sub);
  const actions = usePlanActions({ sub: sub ?? null, currency });
  const current = sub ? toCurrentSubscription(sub) : null;
  const viewer = priceViewerOf(sub, loggedIn);
  const ctx = { loggedIn, current, isolatedEnvironment, canManage, period, currency, viewer };
  const views = PLAN_CATALOGUE.map((entry) => planCardView(entry, ctx));
  const loading = loggedIn && sub === undefined;

  return (
    <section className="flex flex-col gap-4" aria-label="Plans" data-testid="plan-cards">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-wrap items-center gap-3">
          <Segmented label="Billing period" options={BILLING_PERIODS} value={period} onChange={setPeriod} labels={PERIOD_LABELS} />
          <Segmented label="Currency" options={["usd", "eur"] as const} value={currency} onChange={setCurrency} labels={CURRENCY_LABELS} />
          {period === "annual_period" ? <span className="text-xs font-medium text-emerald-700 dark:text-emerald-400">2 months free</span> : null}
          {loading ? <Spinner label="Loading your plan" /> : null}
        </div>
        {promoField ? <PromoCodeField mode="store" currency={currency} disabled={loggedIn && !canManage} /> : null}
      </div>
      {loggedIn && sub && !canManage ? (
        <p role="note" className="rounded-lg border border-zinc-200 p-3 text-sm text-zinc-600 dark:border-zinc-800 dark:text-zinc-300" data-testid="plans-read-only">
          {MEMBERS_READ_ONLY}
        </p>
      ) : null}
      {isolatedEnvironment ? (
        <p role="note" className="rounded-lg border border-zinc-200 p-3 text-sm text-zinc-600 dark:border-zinc-800 dark:text-zinc-300">
          {ISOLATED_NOTE}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4">
        {views.map((view) => (
          <PlanCard key={view.entry.tier} view={view} busy={actions.busy} onPick={() => actions.pick(view, period)} />
        ))}
      </div>
      <p className="text-xs text-muted-foreground" data-testid="plan-audio-note">
        <span aria-hidden>* </span>
        {AUDIO_METERING_NOTE}
      </p>
      {actions.dialogs}
    </section>
  );
}
