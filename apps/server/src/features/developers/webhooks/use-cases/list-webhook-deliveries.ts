import type { WebhookDeliveryList } from "@vocable/contract";
import type { Db } from "#db/client";
import type { Principal } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { presentDelivery } from "../presenter";
import { deliveryPageSelect, findWebhook, type DeliveryCursor } from "../repo";
import { webhookNotFound } from "./update-webhook";
import { decodeKeysetToken, encodeKeysetToken } from "#platform/keyset-token";

const DEFAULT_PAGE_SIZE = 20;

function encodeCursor(cursor: DeliveryCursor): string {
  return encodeKeysetToken(cursor.createdAt, cursor.id);
}

function decodeCursor(token: string): DeliveryCursor | null {
  const decoded = decodeKeysetToken(token);
  return decoded && { createdAt: decoded.at, id: decoded.id };
}

/** One keyset page of a webhook's delivery log, newest first; another workspace's webhook is 404. */
export async function listWebhookDeliveries(
  db: Db,
  principal: Principal,
  webhookId: string,
  q: { page_size?: number; page_token?: string },
): Promise<WebhookDeliveryList> {
  if (!(await findWebhook(db, principal.workspaceId, webhookId))) throw webhookNotFound();
  const size = q.page_size ?? DEFAULT_PAGE_SIZE;
  const cursor = q.page_token ? decodeCursor(q.page_token) : null;
  if (q.page_token && !cursor) throw new AppError("invalid_request", 400, "Invalid page token: pass the next_page_token of the previous page.");
  const rows = await deliveryPageSelect(db, webhookId, size + 1, cursor);
  const page = rows.slice(0, size);
  const hasMore = rows.length > size;
  const last = page.at(-1);
  return {
    deliveries: page.map(({ row }) => presentDelivery(row)),
    has_more: hasMore,
    next_page_token: hasMore && last ? encodeCursor({ createdAt: last.createdText, id: last.row.id }) : null,
  };
}
