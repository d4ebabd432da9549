import type { Subscription } from "@vocable/contract";
import { INITIAL_PROMO_DIALOG_STATE, promoDialogState, promoDialogView, type PromoOffer } from "@vocable/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useReducer, useState } from "react";
import { toast } from "sonner";
import { Button } from "#components/ui/button";
import { Dialog } from "#components/ui/dialog";
import { Spinner } from "#components/ui/spinner";
import { applyDiscount, changeSubscription, createCheckoutSession } from "../api/billing-calls";
import { invalidateBilling } from "../api/invalidate-billing";
import { useDeclinePromoOffer } from "../api/use-decline-promo-offer";
import { useOpenBillingUrl } from "../api/use-open-billing-url";
import { usePromoOffer } from "../api/use-promo-offer";
import { newIdempotencyKey } from "../idempotency-key";
import { offerAcceptance, offerTerms } from "../promo-offer-view";
import { useWideScreen } from "../use-wide-screen";

/** Offers answered in this tab (accepted or declined): they do not open again before the server forgets them. */
const answered = new Set<string>();

async function accept(offer: PromoOffer, sub: Subscription): Promise<string | null> {
  const plan = offerAcceptance(offer, { tier: sub.tier, billingPeriod: sub.billing_period, currency: sub.currency });
  switch (plan.kind) {
    case "checkout":
      return (await createCheckoutSession({ subscription_type: plan.tier, billing_period: plan.billingPeriod, currency: plan.currency, promocode: plan.promocode })).url;
    case "applyDiscount":
      await applyDiscount(plan.promocode);
      return null;
    case "changeSubscription":
      await changeSubscription({
        subscription_type: plan.tier,
        billing_period: plan.billingPeriod,
        promocode: plan.promocode,
        idempotency_key: newIdempotencyKey(),
      });
      return null;
  }
}

/**
 * The promo-offer dialog and its floating toast (spec accounts §4 "Promo dialog"): open while the
 * workspace has an offer and it is not put aside; closing it leaves a toast on wide screens that
 * opens it again; "Claim offer" subscribes (checkout from a base tier, a change or the discount on
 * a paid one) and clears the offer, a failure of that being silently ignored; "No thanks" declines
 * it. For workspace admins, who alone can act on it.
 */
export function PromoOfferWidget({ sub, enabled }: { sub: Subscription | undefined; enabled: boolean }) {
  const query = usePromoOffer(enabled);
  const [state, dispatch] = useReducer(promoDialogState, INITIAL_PROMO_DIALOG_STATE);
  const [accepting, setAccepting] = useState(false);
  const wide = useWideScreen();
  const decline = useDeclinePromoOffer();
  const queryClient = useQueryClient();
  const open = useOpenBillingUrl();
  const offer = query.data?.offer ?? null;

  useEffect(() => {
    dispatch({ type: "offer", offer: offer && !answered.has(offer.promocode) ? offer : null });
  }, [offer]);

  const view = promoDialogView(state, wide);
  if (view === "hidden" || !state.offer || !sub) return null;
  const current = state.offer;
  const terms = offerTerms(current, sub.currency ?? "usd");

  const claim = () => {
    setAccepting(true);
    answered.add(current.promocode);
    accept(current, sub)
      .then((url) => {
        if (url) open(url);
        else toast.success("Offer applied: the discount shows on your next invoice.");
      })
      .catch((error: unknown) => console.warn("The promo offer could not be applied:", error))
      .finally(() => {
        setAccepting(false);
        dispatch({ type: "accept" });
        void invalidateBilling(queryClient);
      });
  };
  const noThanks = () => {
    answered.add(current.promocode);
    dispatch({ type: "noThanks" });
    decline.mutate(undefined, { onError: (error) => console.warn("Declining the promo offer failed:", error) });
  };

  if (view === "toast") {
    return (
      <button
        type="button"
        onClick={() => dispatch({ type: "reopen" })}
        className="fixed bottom-24 left-4 z-40 flex max-w-xs flex-col items-start rounded-xl border border-zinc-200 bg-white p-3 text-left text-sm shadow-lg hover:bg-zinc-50 dark:border-zinc-800 dark:bg-zinc-900 dark:hover:bg-zinc-800"
        data-testid="promo-offer-toast"
      >
        <span className="font-semibold">Your special offer</span>
        <span className="text-zinc-600 dark:text-zinc-400">{terms}</span>
      </button>
    );
  }

  return (
    <Dialog
      open
      onOpenChange={(isOpen) => !isOpen && dispatch({ type: "dismiss" })}
      title={current.extended ? "Your offer was extended" : "A special offer for you"}
      description={`${terms} with the code ${current.promocode}.`}
    >
      <div className="flex justify-end gap-2" data-testid="promo-offer-dialog">
        <Button variant="secondary" onClick={noThanks} disabled={accepting}>
          No thanks
        </Button>
        <Button onClick={claim} disabled={accepting}>
          {accepting ? <Spinner label="Applying" /> : null}
          Claim offer
        </Button>
      </div>
    </Dialog>
  );
}
