import { z } from "zod";
import { PageToken } from "./strings";

export const NOTIFICATION_SEVERITIES = ["info", "success", "warning", "error"] as const;

/** A notification (spec accounts §3 "Message"), with the event that made it (the spec's "Event"). */
export const Notification = z
  .object({
    message_id: z.string(),
    severity: z.enum(NOTIFICATION_SEVERITIES),
    title: z.string(),
    description: z.string(),
    needs_attention: z.boolean(),
    create_date_unix_ms: z.number().int(),
    has_been_read: z.boolean(),
    event: z.string().meta({ description: "What happened, e.g. transcript.completed, share_video.ready, workspace_invite.received" }),
    link: z.string().nullable().meta({ description: "Vocable: the app page it leads to, if any" }),
  })
  .meta({ id: "Notification" });
export type Notification = z.infer<typeof Notification>;

export const NotificationsQuery = z.object({
  page_size: z.coerce.number().int().min(1).max(100).optional(),
  cursor: PageToken.optional(),
});

export const NotificationsPage = z
  .object({
    messages: z.array(Notification),
    unread_count: z.number().int(),
    has_more: z.boolean(),
    next_cursor: z.string().nullable(),
  })
  .meta({ id: "NotificationsPage" });
export type NotificationsPage = z.infer<typeof NotificationsPage>;

export const NotificationIdParams = z.object({ message_id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "Must be a message id as the API returns it.") });

export const UnreadCount = z.object({ unread_count: z.number().int() }).meta({ id: "UnreadNotifications" });
