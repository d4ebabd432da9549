import {
  COUPON_EXPIRED_ERROR_TYPE,
  COUPON_EXPIRED_MESSAGE,
  messageFromErrorBody,
  normalizePromoCode,
  offerFromValidation,
  promoAppliedMessage,
  promoCodeRemoved,
  type Currency,
} from "@vocable/domain";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { Button } from "#components/ui/button";
import { Input } from "#components/ui/input";
import { Spinner } from "#components/ui/spinner";
import { ApiError } from "#lib/api-client";
import { handleError } from "#lib/handle-error";
import { useSubscriptionCall } from "../api/use-subscription-call";
import { useValidatePromocode } from "../api/use-validate-promocode";
import { clearStoredPromo, storePromo, useStoredPromo } from "../promo-code-store";

export const PROMO_CODE_FORMAT = "A promo code is 1 to 64 letters, digits, _ or -.";
export const PROMO_CODE_NOT_VALID = "This promo code cannot be used.";

/** "Promo code SAVE20 is saved: it is checked when you subscribe." (a code from a link, not checked yet). */
export function promoSavedMessage(code: string): string {
  return `Promo code ${code} is saved: it is checked when you subscribe.`;
}

function isCouponExpired(error: unknown): boolean {
  return error instanceof ApiError && messageFromErrorBody(error.body, error.statusText).errorType === COUPON_EXPIRED_ERROR_TYPE;
}

/**
 * The promo code entry (spec accounts §4 "Promo code", §5). `store`: for checkout: the server
 * checks the code; valid, it is kept with its terms and "Coupon code applied for checkout! …" is
 * shown; refused, nothing is kept. Signed out, the code is kept unchecked and checked after
 * sign-in. Removing a kept code says "Promo code X was removed.". `apply`: a running subscription
 * gets the discount at once (POST /apply-discount).
 */
export function PromoCodeField({ mode, currency, disabled = false }: { mode: "store" | "apply"; currency: Currency; disabled?: boolean }) {
  const stored = useStoredPromo();
  // A code kept from a link or from before subscribing is offered for the running plan.
  const [value, setValue] = useState(() => (mode === "apply" ? (stored?.promocode ?? "") : ""));
  const prefilled = useRef(mode === "apply" ? (stored?.promocode ?? null) : null);
  const [error, setError] = useState<string | null>(null);
  // A kept code that was refused and dropped (spec §4: both copies cleared) leaves the field too, unless it was edited.
  useEffect(() => {
    if (stored || prefilled.current === null) return;
    const dropped = prefilled.current;
    prefilled.current = null;
    setValue((current) => (current === dropped ? "" : current));
  }, [stored]);
  const validate = useValidatePromocode();
  const apply = useSubscriptionCall();
  const pending = validate.isPending || apply.isPending;

  function submit(event: FormEvent) {
    event.preventDefault();
    const code = normalizePromoCode(value);
    setError(null);
    if (!code) {
      setError(PROMO_CODE_FORMAT);
      return;
    }
    if (pending) return;
    if (mode === "apply") {
      apply.mutate(
        { kind: "applyDiscount", code },
        {
          onSuccess: () => {
            setValue("");
            if (stored?.promocode === code) clearStoredPromo();
            toast.success(`Promo code ${code} is applied to your subscription: the discount shows on your next invoice.`);
          },
          onError: (err) => (isCouponExpired(err) ? toast.error(COUPON_EXPIRED_MESSAGE) : handleError(err)),
        },
      );
      return;
    }
    validate.mutate(code, {
      onSuccess: (answer) => {
        const offer = offerFromValidation(code, answer);
        if (!offer) {
          // Spec §5: a refused code is not kept (and there is no toast for it).
          setError(PROMO_CODE_NOT_VALID);
          return;
        }
        storePromo({ promocode: code, offer, source: "entered" });
        setValue("");
      },
      onError: (err) => {
        if (isCouponExpired(err)) toast.error(COUPON_EXPIRED_MESSAGE);
        else if (err instanceof ApiError && err.status < 500 && err.status !== 429) handleError(err);
        else setError(PROMO_CODE_NOT_VALID);
      },
    });
  }

  if (mode === "store" && stored) {
    const text = stored.offer ? promoAppliedMessage(stored.offer, currency) : promoSavedMessage(stored.promocode);
    return (
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-emerald-200 bg-emerald-50/60 px-3 py-2 text-sm text-emerald-900 dark:border-emerald-900 dark:bg-emerald-950/30 dark:text-emerald-200">
        <p role="status" data-testid="promo-code-message">
          {text}
        </p>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            const removed = clearStoredPromo();
            if (removed) toast(promoCodeRemoved(removed));
          }}
          data-testid="promo-code-remove"
        >
          Remove
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-1.5" data-testid="promo-code-form">
      <label htmlFor="promo-code" className="text-sm font-medium text-zinc-800 dark:text-zinc-200">
        Promo code
      </label>
      <div className="flex gap-2">
        <Input
          id="promo-code"
          value={value}
          onChange={(e) => {
            setValue(e.target.value);
            setError(null);
          }}
          maxLength={64}
          autoComplete="off"
          spellCheck={false}
          placeholder="Enter a code"
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "promo-code-error" : undefined}
          className="max-w-64"
          data-testid="promo-code-input"
        />
        <Button type="submit" variant="secondary" disabled={disabled || pending || value.trim() === ""} data-testid="promo-code-apply">
          {pending ? <Spinner label="Checking" /> : null}
          Apply
        </Button>
      </div>
      {error ? (
        <p id="promo-code-error" role="alert" className="text-xs text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </form>
  );
}
