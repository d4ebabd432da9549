/**
 * The billing calls (spec accounts §7 "Billing", all under /v1/billing), as plain functions: the
 * hooks of this folder wrap them, and flows that run outside a component's event (the remembered
 * plan's checkout after sign-up) call them directly.
 */
import type { ChangeSubscriptionRequest, ContactSalesRequest, CreateCheckoutSessionRequest } from "@vocable/contract";
import { api, data } from "#lib/api";

export function fetchBillingConfig(signal?: AbortSignal) {
  return data(api.GET("/v1/billing/config", { signal }));
}

export function createCheckoutSession(input: CreateCheckoutSessionRequest) {
  return data(api.POST("/v1/billing/create-checkout-session", { body: input }));
}

export function fetchCheckoutSession(id: string, signal?: AbortSignal) {
  return data(api.GET("/v1/billing/checkout-sessions/{checkout_session_id}", { params: { path: { checkout_session_id: id } }, signal }));
}

export function completeCheckoutSession(id: string) {
  return data(api.POST("/v1/billing/checkout-sessions/{checkout_session_id}/complete", { params: { path: { checkout_session_id: id } } }));
}

export function changeSubscription(input: ChangeSubscriptionRequest) {
  return data(api.POST("/v1/billing/change-subscription", { body: input }));
}

export function cancelSubscription() {
  return data(api.POST("/v1/billing/cancel-subscription"));
}

export function renewSubscription() {
  return data(api.POST("/v1/billing/renew-subscription"));
}

export function cancelDowngrade() {
  return data(api.POST("/v1/billing/cancel-downgrade"));
}

export function applyDiscount(code: string) {
  return data(api.POST("/v1/billing/apply-discount", { body: { discount_code: code } }));
}

export function validatePromocode(code: string) {
  return data(api.POST("/v1/billing/validate-promocode", { body: { promocode: code } }));
}

/** The payment provider's pages: the customer portal, or the page that updates payment methods. */
export type ProviderPage = "portal" | "payment_methods";

export function openProviderPage(page: ProviderPage) {
  return data(api.POST(page === "portal" ? "/v1/billing/create-portal-session" : "/v1/billing/create-update-payment-methods-session"));
}

export function fetchInvoices(pageToken: string | null, pageSize: number, signal?: AbortSignal) {
  return data(api.GET("/v1/billing/invoices", { params: { query: { page_size: pageSize, page_token: pageToken || undefined } }, signal }));
}

export function fetchPromoOffer(signal?: AbortSignal) {
  return data(api.GET("/v1/billing/promo-offer", { signal }));
}

export function declinePromoOffer() {
  return data(api.POST("/v1/billing/promo-offer/decline"));
}

export function contactSales(input: ContactSalesRequest) {
  return data(api.POST("/v1/billing/contact-sales", { body: input }));
}

/** The workspace's open plan request, or its last one's outcome (operator approval). */
export function fetchPlanRequest(signal?: AbortSignal) {
  return data(api.GET("/v1/billing/plan-request", { signal }));
}

export function withdrawPlanRequest(id: string) {
  return data(api.POST("/v1/billing/plan-requests/{plan_request_id}/withdraw", { params: { path: { plan_request_id: id } } }));
}

/** The operators' queue: open plan requests, oldest first. */
export function fetchAdminPlanRequests(pageToken: string | null, signal?: AbortSignal) {
  return data(api.GET("/v1/admin/plan-requests", { params: { query: { page_size: 50, page_token: pageToken || undefined } }, signal }));
}

export function decidePlanRequest(id: string, decision: { action: "approve" } | { action: "deny"; reason: string | null }) {
  const path = { plan_request_id: id };
  return decision.action === "approve"
    ? data(api.POST("/v1/admin/plan-requests/{plan_request_id}/approve", { params: { path } }))
    : data(api.POST("/v1/admin/plan-requests/{plan_request_id}/deny", { params: { path }, body: decision.reason ? { reason: decision.reason } : {} }));
}
