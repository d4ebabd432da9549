import type { DeliverableFormat, OrderItemRequest, OrderResponse, OrderState, OrderSummary, RegisterMediaResponse } from "@vocable/contract";
import { centsToUsd } from "@vocable/domain";
import type { ItemRow, MediaRow, OrderRow } from "./repo";

const ORDERS = "/v1/productions/orders";
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The address that serves a media file to the workspace (GET …/media/{media_id}/file): absolute, under PUBLIC_URL. */
export function mediaFileUrl(publicUrl: string, media: Pick<MediaRow, "orderId" | "id">): string {
  return `${publicUrl}${ORDERS}/${media.orderId}/media/${media.id}/file`;
}

/** The address of one deliverable file (GET …/deliverables/{item_id}/{media_id}/{format}). */
export function deliverableUrl(publicUrl: string, item: Pick<ItemRow, "orderId" | "id" | "request">, track: { mediaId: string; language: string }, format: DeliverableFormat): string {
  const own = (item.request as { source_language?: string }).source_language === track.language;
  return `${publicUrl}${ORDERS}/${item.orderId}/deliverables/${item.id}/${track.mediaId}/${format}${own ? "" : `?language=${encodeURIComponent(track.language)}`}`;
}

/** A media file as media.register and media.get answer it. */
export function presentMedia(publicUrl: string, media: MediaRow): RegisterMediaResponse {
  return {
    media_id: media.id,
    name: media.name,
    content_type: media.contentType,
    language: media.language,
    signed_url: mediaFileUrl(publicUrl, media),
    duration_seconds: Math.round(media.durationSeconds * 1000) / 1000,
  };
}

/** The order's total: what was charged once submitted, else its items' quotes. */
export function orderTotalCents(order: OrderRow, items: readonly ItemRow[]): number {
  return order.totalCents ?? items.reduce((sum, i) => sum + i.priceCents, 0);
}

/** An order in the SDK's OrderResponse shape, with Vocable's deadline, media list and invoice. */
export function presentOrder(order: OrderRow, items: readonly ItemRow[], media: readonly MediaRow[]): OrderResponse {
  return {
    order_id: order.id,
    name: order.name,
    state: order.state as OrderState,
    items: items.map((i) => ({ item_id: i.id, item: i.request as OrderItemRequest, quote: { amount_usd: centsToUsd(i.priceCents) } })),
    total_amount_usd: centsToUsd(orderTotalCents(order, items)),
    sandbox: order.sandbox,
    created_at: order.createdAt.toISOString(),
    submitted_at: iso(order.submittedAt),
    paid_at: iso(order.paidAt),
    accepted_at: iso(order.acceptedAt),
    completed_at: iso(order.completedAt),
    cancel_reason: order.cancelReason,
    deadline_at: iso(order.deadlineAt),
    media: media.map((m) => ({
      media_id: m.id,
      name: m.name,
      content_type: m.contentType,
      language: m.language,
      duration_seconds: Math.round(m.durationSeconds * 1000) / 1000,
      source: m.source as OrderResponse["media"][number]["source"],
    })),
    invoice_id: order.invoiceId,
    refunded_amount_usd: centsToUsd(order.refundedCents),
    refund_id: order.refundId,
  };
}

/** An order in the list (OrderSummary); `cents` is its total as the list query computed it. */
export function presentOrderSummary(order: OrderRow, cents: number): OrderSummary {
  return {
    order_id: order.id,
    name: order.name,
    state: order.state as OrderState,
    total_amount_usd: centsToUsd(cents),
    sandbox: order.sandbox,
    submitted_at: iso(order.submittedAt),
    updated_at: order.updatedAt.toISOString(),
    cancel_reason: order.cancelReason,
    created_at: order.createdAt.toISOString(),
    deadline_at: iso(order.deadlineAt),
  };
}
