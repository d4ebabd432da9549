import type { BillingConfig, Subscription } from "@vocable/contract";
import { formatCalendarDate, formatCount, isBaseTier, isUnlimited, tierDisplayName } from "@vocable/domain";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Button } from "#components/ui/button";
import { InlineError } from "#components/ui/inline-error";
import { Spinner } from "#components/ui/spinner";
import { cn } from "#lib/cn";
import { errorMessage } from "#lib/handle-error";
import { subscriptionQueryOptions } from "#features/accounts/user/api/subscription-query";
import { useUser } from "#features/accounts/user/api/use-user";
import { useCharacterStats } from "#features/billing/usage/api/use-character-stats";
import { useBillingConfig } from "../api/use-billing-config";
import { BillingModeNotice } from "./billing-mode-notice";
import { PlanRequestNotice } from "./plan-request-notice";
import { useProviderPage } from "../api/use-provider-page";
import { initialCurrency, nextInvoiceLine, overageLine, periodWord, renewalLine, statusLine } from "../current-subscription";
import { dubbingAllowance, dubbingUsageParams, dubbingUsedText } from "../dubbing-usage";
import { SOUND_EFFECTS_EXHAUSTED, soundEffectUsage } from "../sound-effect-usage";
import { SPEECH_TO_TEXT_EXHAUSTED, speechToTextUsage } from "../speech-to-text-usage";
import { useCheckoutReturn } from "../use-checkout-return";
import { usePlanActions } from "../use-plan-actions";
import { InvoicesTable } from "./invoices-table";
import { MEMBERS_READ_ONLY, PlanCards } from "./plan-cards";
import { PlansUnavailable } from "./plans-unavailable";
import { PromoCodeField } from "./promo-code-field";

export const NO_CARD_PAYMENTS = "This instance does not take card payments, so there is no payment method to manage.";

function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <section className="flex flex-col gap-3 rounded-xl border border-zinc-200 p-5 dark:border-zinc-800" aria-label={title} data-testid={testId}>
      <h2 className="text-base font-semibold">{title}</h2>
      {children}
    </section>
  );
}

function Row({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="flex flex-wrap items-center gap-2 font-medium" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/**
 * The current plan: tier, status and problems, renewal or cancellation, pending downgrade, next
 * invoice, overage, characters, speech to text, sound effects, and the dubbing minutes the
 * characters buy with what dubs used this month (the workspace's for admins, else the member's).
 */
function CurrentPlan({ sub, canManage }: { sub: Subscription; canManage: boolean }) {
  const actions = usePlanActions({ sub, currency: initialCurrency(sub) });
  const status = statusLine(sub);
  const renewal = renewalLine(sub);
  const next = nextInvoiceLine(sub);
  const overage = overageLine(sub);
  const speechToText = speechToTextUsage(sub);
  const soundEffects = soundEffectUsage(sub);
  const dubbingScope = canManage ? "workspace" : "mine";
  const dubbingStats = useCharacterStats(dubbingUsageParams(sub, dubbingScope));
  const dubbingUsed = dubbingUsedText(dubbingStats.data?.usage, dubbingScope);
  const period = isBaseTier(sub.tier) || !sub.billing_period ? null : periodWord(sub.billing_period);
  return (
    <Section title="Current plan" testId="current-plan">
      <dl className="flex flex-col gap-2">
        <Row label="Plan" testId="current-plan-tier">
          <span className="text-lg font-semibold">{tierDisplayName(sub.tier)}</span>
          {period ? <span className="text-sm font-normal text-muted-foreground">billed {period}</span> : null}
        </Row>
        <Row label="Status" testId="current-plan-status">
          <span className={cn(status.problem && "text-red-700 dark:text-red-400")}>{status.label}</span>
        </Row>
        {renewal ? (
          <Row label={renewal.kind === "renewal" ? "Renewal" : "Pending change"} testId="current-plan-renewal">
            <span className={cn(renewal.kind === "cancellation" && "text-amber-700 dark:text-amber-400")}>{renewal.text}</span>
            {renewal.kind === "cancellation" ? (
              <Button size="sm" variant="secondary" disabled={!canManage || actions.busy} onClick={actions.renew} data-testid="current-plan-renew">
                Do Not Cancel
              </Button>
            ) : null}
            {renewal.kind === "downgrade" ? (
              <Button size="sm" variant="secondary" disabled={!canManage || actions.busy} onClick={actions.cancelDowngrade} data-testid="current-plan-cancel-downgrade">
                Cancel downgrade
              </Button>
            ) : null}
          </Row>
        ) : null}
        {next ? (
          <Row label="Next invoice" testId="next-invoice">
            <span>
              {next.amount} on {next.date}
            </span>
            {next.discount ? (
              <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200" data-testid="next-invoice-discount">
                {next.discount}
              </span>
            ) : null}
          </Row>
        ) : null}
        {overage ? (
          <Row label="Usage beyond the limit this period" testId="current-overage">
            {overage}
          </Row>
        ) : null}
        <Row label="Characters" testId="current-plan-characters">
          {formatCount(sub.character_count)} / {isUnlimited(sub.character_limit) ? "unlimited" : formatCount(sub.character_limit)}
          <span className="text-xs font-normal text-muted-foreground">resets {formatCalendarDate(sub.next_character_count_reset_unix)}</span>
        </Row>
        <Row label="Speech to text" testId="current-plan-speech-to-text">
          <span className={cn(speechToText.exhausted && "text-amber-700 dark:text-amber-400")}>{speechToText.text}</span>
          <span className="text-xs font-normal text-muted-foreground">resets {formatCalendarDate(sub.next_character_count_reset_unix)}</span>
          {speechToText.exhausted ? (
            <span role="status" className="basis-full text-right text-xs font-normal text-amber-700 dark:text-amber-400" data-testid="current-plan-speech-to-text-exhausted">
              {SPEECH_TO_TEXT_EXHAUSTED}
            </span>
          ) : null}
        </Row>
        <Row label="Sound effects" testId="current-plan-sound-effects">
          <span className={cn(soundEffects.exhausted && "text-amber-700 dark:text-amber-400")}>{soundEffects.text}</span>
          <span className="text-xs font-normal text-muted-foreground">resets {formatCalendarDate(sub.next_character_count_reset_unix)}</span>
          {soundEffects.exhausted ? (
            <span role="status" className="basis-full text-right text-xs font-normal text-amber-700 dark:text-amber-400" data-testid="current-plan-sound-effects-exhausted">
              {SOUND_EFFECTS_EXHAUSTED}
            </span>
          ) : null}
        </Row>
        <Row label="Dubbing" testId="current-plan-dubbing">
          <span>{dubbingAllowance(sub)}</span>
          {dubbingUsed ? (
            <span className="text-xs font-normal text-muted-foreground" data-testid="current-plan-dubbing-used">
              {dubbingUsed}
            </span>
          ) : null}
        </Row>
        {sub.has_open_invoices ? (
          <Row label="Open invoices" testId="open-invoices">
            {sub.open_invoices.length}
          </Row>
        ) : null}
      </dl>
      {status.problem ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50/60 p-3 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/30 dark:text-red-300" data-testid="subscription-problem">
          {status.problem}
        </p>
      ) : null}
      {actions.dialogs}
    </Section>
  );
}

/** Payment method: the provider's pages (Stripe); explained and disabled when the instance takes no card payments. */
function PaymentMethod({ config, canManage }: { config: BillingConfig; canManage: boolean }) {
  const open = useProviderPage();
  const collects = config.collects_payments;
  return (
    <Section title="Payment method" testId="payment-method">
      {collects ? null : (
        <p className="text-sm text-zinc-600 dark:text-zinc-400" data-testid="payment-method-note">
          {NO_CARD_PAYMENTS}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" disabled={!collects || !canManage || open.isPending} onClick={() => open.mutate("payment_methods")} data-testid="payment-method-update">
          Update payment method
        </Button>
        <Button variant="secondary" size="sm" disabled={!collects || !canManage || open.isPending} onClick={() => open.mutate("portal")} data-testid="billing-portal">
          Billing portal
        </Button>
      </div>
    </Section>
  );
}

/**
 * /app/subscription (spec accounts §2, issue 12 §4): the current plan with its status, dates,
 * pending change and next invoice; the payment method; a promo code (applied to a running plan, or
 * kept for checkout); the invoices; then the plan cards with every plan action. Members see it
 * read-only; BILLING_PROVIDER=none hides plans.
 */
export function SubscriptionPage() {
  useCheckoutReturn();
  const config = useBillingConfig();
  const user = useUser();
  const enabled = config.data ? config.data.provider !== "none" : false;
  const sub = useQuery({ ...subscriptionQueryOptions, enabled });
  const canManage = user.data?.seat_type === "workspace_admin";

  let body: ReactNode;
  if (config.isPending) body = <Spinner label="Loading" />;
  else if (config.isError) body = <InlineError message={errorMessage(config.error)} onRetry={() => void config.refetch()} retrying={config.isFetching} />;
  else if (config.data.provider === "none") body = <PlansUnavailable />;
  else if (sub.isPending || user.isPending) body = <Spinner label="Loading your plan" />;
  else if (sub.isError) body = <InlineError message={errorMessage(sub.error)} onRetry={() => void sub.refetch()} retrying={sub.isFetching} />;
  else {
    const paid = !isBaseTier(sub.data.tier);
    body = (
      <>
        {!canManage ? (
          <p role="note" className="rounded-lg border border-zinc-200 p-3 text-sm text-zinc-600 dark:border-zinc-800 dark:text-zinc-300" data-testid="subscription-read-only">
            {MEMBERS_READ_ONLY}
          </p>
        ) : null}
        <BillingModeNotice mode={config.data.mode} />
        {config.data.mode === "local_approval" ? <PlanRequestNotice canManage={canManage} /> : null}
        <div className="grid gap-4 lg:grid-cols-2">
          <CurrentPlan sub={sub.data} canManage={canManage} />
          <div className="flex flex-col gap-4">
            <PaymentMethod config={config.data} canManage={canManage} />
            {canManage ? (
              <Section title="Promo code" testId="promo-code">
                <p className="text-sm text-zinc-600 dark:text-zinc-400">
                  {paid ? "A code's discount applies to your subscription's next invoices." : "A code is kept for your checkout when you subscribe."}
                </p>
                <PromoCodeField mode={paid ? "apply" : "store"} currency={initialCurrency(sub.data)} />
              </Section>
            ) : null}
          </div>
        </div>
        {canManage ? (
          <Section title="Invoices" testId="invoices">
            <InvoicesTable />
          </Section>
        ) : null}
        <div className="flex flex-col gap-2">
          <h2 className="text-base font-semibold">Plans</h2>
          <PlanCards loggedIn sub={sub.data} isolatedEnvironment={config.data.isolated_environment} canManage={canManage} />
        </div>
      </>
    );
  }

  return (
    <div className="flex flex-col gap-5" data-testid="subscription-page">
      <div>
        <h1 className="text-xl font-semibold">Subscription</h1>
        <p className="text-sm text-muted-foreground">Your workspace's plan, invoices and payment details.</p>
      </div>
      {body}
    </div>
  );
}
