/** How the invoices table shows an invoice (GET /v1/billing/invoices). */
import type { Invoice } from "@vocable/contract";
import { formatCalendarDate, formatPrice } from "@vocable/domain";

const STATUS_LABELS: Record<Invoice["status"], string> = {
  open: "Open",
  paid: "Paid",
  // The local provider records invoices without collecting money.
  uncollected: "Not collected",
  void: "Void",
};

export interface InvoiceRowView {
  id: string;
  number: string;
  date: string;
  /** "Aug 1, 2026 – Sep 1, 2026", or null for an invoice without a period (overage). */
  period: string | null;
  total: string;
  /** "−$4.40" when discounted. */
  discount: string | null;
  status: string;
}

export function invoiceRowView(invoice: Invoice, timeZone?: string): InvoiceRowView {
  const period =
    invoice.period_start_unix != null && invoice.period_end_unix != null
      ? `${formatCalendarDate(invoice.period_start_unix, timeZone)} – ${formatCalendarDate(invoice.period_end_unix, timeZone)}`
      : null;
  return {
    id: invoice.invoice_id,
    number: invoice.number,
    date: formatCalendarDate(invoice.created_at_unix, timeZone),
    period,
    total: formatPrice(invoice.amount_due_cents, invoice.currency),
    discount: invoice.discount_cents > 0 ? formatPrice(-invoice.discount_cents, invoice.currency) : null,
    status: STATUS_LABELS[invoice.status] ?? invoice.status,
  };
}
