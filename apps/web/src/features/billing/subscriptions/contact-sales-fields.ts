/**
 * The contact-sales form's fields as typed, checked before sending (the server checks again and
 * its message is shown for anything it refuses).
 */
import type { ContactSalesRequest } from "@vocable/contract";

export interface ContactSalesFields {
  name: string;
  email: string;
  company: string;
  /** As typed; a whole number from 1 to 100,000 when given. */
  seats: string;
  message: string;
}

export type ContactSalesErrors = Partial<Record<keyof ContactSalesFields, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The errors of each field, and the request when there are none. */
export function validateContactSales(fields: ContactSalesFields): { errors: ContactSalesErrors; request: ContactSalesRequest | null } {
  const errors: ContactSalesErrors = {};
  const name = fields.name.trim();
  const email = fields.email.trim();
  const company = fields.company.trim();
  const seatsText = fields.seats.trim();
  const message = fields.message.trim();
  if (!name) errors.name = "Enter your name.";
  else if (name.length > 200) errors.name = "At most 200 characters.";
  if (!EMAIL.test(email) || email.length > 254) errors.email = "Enter a valid e-mail address.";
  if (company.length > 200) errors.company = "At most 200 characters.";
  let seats: number | undefined;
  if (seatsText) {
    seats = Number(seatsText);
    if (!/^\d+$/.test(seatsText) || seats < 1 || seats > 100_000) errors.seats = "A whole number from 1 to 100,000.";
  }
  if (!message) errors.message = "Tell us what you need.";
  else if (message.length > 5000) errors.message = "At most 5,000 characters.";
  if (Object.keys(errors).length > 0) return { errors, request: null };
  return { errors, request: { name, email, message, ...(company ? { company } : {}), ...(seats !== undefined ? { seats } : {}) } };
}
