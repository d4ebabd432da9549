import { AppError } from "../../platform/errors";

/** Rows a billing list answers at most per page. */
export const MAX_BILLING_PAGE = 100;

/** The page token of a billing list (invoices, plan requests): the last row's created_at (milliseconds, as those rows store it) and id. */
export function encodeBillingPageToken(row: { createdAt: Date; id: string }): string {
  return Buffer.from(`${row.createdAt.toISOString()}|${row.id}`).toString("base64url");
}

/** The row a page token names; 400 for a token that is not one. */
export function decodeBillingPageToken(token: string): { createdAt: Date; id: string } {
  const [at, id] = Buffer.from(token, "base64url").toString("utf8").split("|");
  const createdAt = new Date(at ?? "");
  if (!id || Number.isNaN(createdAt.getTime())) throw new AppError("invalid_request", 400, "Invalid page token: pass the next_page_token of the previous page.");
  return { createdAt, id };
}
