import type { Notification } from "@vocable/contract";
import { decodeKeysetPosition, encodeKeysetPosition } from "#platform/keyset-token";
import type { NotificationCursor, NotificationRow } from "./repo";

export function presentNotification(row: NotificationRow): Notification {
  return {
    message_id: row.id,
    severity: row.severity as Notification["severity"],
    title: row.title,
    description: row.description,
    needs_attention: row.needsAttention,
    create_date_unix_ms: row.createdAt.getTime(),
    has_been_read: row.readAt !== null,
    event: row.event,
    link: row.link,
  };
}

export const encodeNotificationCursor = (c: NotificationCursor) => encodeKeysetPosition({ key: c.createdAt, id: c.id });

export function decodeNotificationCursor(token: string): NotificationCursor | null {
  const position = decodeKeysetPosition(token);
  return position && !position.kind ? { createdAt: position.key, id: position.id } : null;
}
