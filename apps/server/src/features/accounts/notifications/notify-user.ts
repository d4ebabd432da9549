import type { Db } from "#db/client";
import { insertNotification, type NewNotification } from "./repo";

/**
 * Tells a user of something that happened to their account (the bell in the app's shell). Called
 * by the features where it happens, inside their own transaction when they have one, so the
 * notification exists exactly when the event does.
 */
export function notifyUser(db: Db, userId: string, message: Omit<NewNotification, "userId">): Promise<string> {
  return insertNotification(db, { ...message, userId });
}
