/**
 * The billing calls (spec accounts §7 "Billing", all under /v1/billing), as plain functions: the
 * hooks of this folder wrap them, and flows that run outside a component's event (the remembered
 * plan's checkout after sign-up) call them directly.
 */
import type {
  AdminPlanRequestList,
  BillingConfig,
  ChangeSubscriptionRequest,
  CheckoutSession,
  ContactSalesRequest,
  CreateCheckoutSessionRequest,
  InvoiceList,
  PlanRequest,
  PlanRequestResponse,
  SubscriptionChangeResult,
  UrlResponse,
  ValidatePromocodeResponse,
} from "@vocable/contract";
import type { PromoOffer } from "@vocable/domain";
import { apiJson } from "../../../lib/api-client";

export const BILLING_PREFIX = "/v1/billing";

export function fetchBillingConfig(signal?: AbortSignal): Promise<BillingConfig> {
  return apiJson<BillingConfig>(`${BILLING_PREFIX}/config`, { signal });
}

export function createCheckoutSession(input: CreateCheckoutSessionRequest): Promise<UrlResponse> {
  return apiJson<UrlResponse>(`${BILLING_PREFIX}/create-checkout-session`, { method: "POST", json: input });
}

export function fetchCheckoutSession(id: string, signal?: AbortSignal): Promise<CheckoutSession> {
  return apiJson<CheckoutSession>(`${BILLING_PREFIX}/checkout-sessions/${encodeURIComponent(id)}`, { signal });
}

export function completeCheckoutSession(id: string): Promise<CheckoutSession> {
  return apiJson<CheckoutSession>(`${BILLING_PREFIX}/checkout-sessions/${encodeURIComponent(id)}/complete`, { method: "POST" });
}

export function changeSubscription(input: ChangeSubscriptionRequest): Promise<SubscriptionChangeResult> {
  return apiJson<SubscriptionChangeResult>(`${BILLING_PREFIX}/change-subscription`, { method: "POST", json: input });
}

export function cancelSubscription(): Promise<{ status: "ok"; cancel_at_unix: number }> {
  return apiJson(`${BILLING_PREFIX}/cancel-subscription`, { method: "POST" });
}

export function renewSubscription(): Promise<{ status: "ok" }> {
  return apiJson(`${BILLING_PREFIX}/renew-subscription`, { method: "POST" });
}

export function cancelDowngrade(): Promise<{ status: "ok" }> {
  return apiJson(`${BILLING_PREFIX}/cancel-downgrade`, { method: "POST" });
}

export function applyDiscount(code: string): Promise<{ status: "ok" }> {
  return apiJson(`${BILLING_PREFIX}/apply-discount`, { method: "POST", json: { discount_code: code } });
}

export function validatePromocode(code: string): Promise<ValidatePromocodeResponse> {
  return apiJson<ValidatePromocodeResponse>(`${BILLING_PREFIX}/validate-promocode`, { method: "POST", json: { promocode: code } });
}

/** The payment provider's pages: the customer portal, or the page that updates payment methods. */
export type ProviderPage = "portal" | "payment_methods";

export function openProviderPage(page: ProviderPage): Promise<UrlResponse> {
  const path = page === "portal" ? "create-portal-session" : "create-update-payment-methods-session";
  return apiJson<UrlResponse>(`${BILLING_PREFIX}/${path}`, { method: "POST" });
}

export function fetchInvoices(pageToken: string | null, pageSize: number, signal?: AbortSignal): Promise<InvoiceList> {
  return apiJson<InvoiceList>(`${BILLING_PREFIX}/invoices`, { signal, query: { page_size: pageSize, page_token: pageToken } });
}

export function fetchPromoOffer(signal?: AbortSignal): Promise<{ offer: (PromoOffer & { extended: boolean }) | null }> {
  return apiJson(`${BILLING_PREFIX}/promo-offer`, { signal });
}

export function declinePromoOffer(): Promise<{ status: "ok" }> {
  return apiJson(`${BILLING_PREFIX}/promo-offer/decline`, { method: "POST" });
}

export function contactSales(input: ContactSalesRequest): Promise<{ status: "ok"; inquiry_id: string }> {
  return apiJson(`${BILLING_PREFIX}/contact-sales`, { method: "POST", json: input });
}

/** The workspace's open plan request, or its last one's outcome (operator approval). */
export function fetchPlanRequest(signal?: AbortSignal): Promise<PlanRequestResponse> {
  return apiJson<PlanRequestResponse>(`${BILLING_PREFIX}/plan-request`, { signal });
}

export function withdrawPlanRequest(id: string): Promise<PlanRequest> {
  return apiJson<PlanRequest>(`${BILLING_PREFIX}/plan-requests/${encodeURIComponent(id)}/withdraw`, { method: "POST" });
}

/** The operators' queue: open plan requests, oldest first. */
export function fetchAdminPlanRequests(pageToken: string | null, signal?: AbortSignal): Promise<AdminPlanRequestList> {
  return apiJson<AdminPlanRequestList>("/v1/admin/plan-requests", { signal, query: { page_size: 50, page_token: pageToken } });
}

export function decidePlanRequest(id: string, decision: { action: "approve" } | { action: "deny"; reason: string | null }): Promise<PlanRequest> {
  const path = `/v1/admin/plan-requests/${encodeURIComponent(id)}/${decision.action}`;
  return decision.action === "approve"
    ? apiJson<PlanRequest>(path, { method: "POST" })
    : apiJson<PlanRequest>(path, { method: "POST", json: decision.reason ? { reason: decision.reason } : {} });
}
