import type { Invoice } from "@vocable/contract";
import { describe, expect, it } from "vitest";
import { invoiceRowView } from "./invoice-view";

const AUG_1 = 1_785_542_400;
const SEP_1 = AUG_1 + 31 * 86_400;

const invoice = (overrides: Partial<Invoice> = {}): Invoice => ({
  invoice_id: "inv_1",
  number: "VOC-0001",
  status: "uncollected",
  provider: "local",
  currency: "usd",
  subtotal_cents: 2200,
  discount_cents: 440,
  amount_due_cents: 1760,
  amount_paid_cents: 0,
  reason: "subscription_create",
  lines: [],
  period_start_unix: AUG_1,
  period_end_unix: SEP_1,
  created_at_unix: AUG_1,
  pdf_url: "/v1/billing/invoices/inv_1/pdf",
  ...overrides,
});

describe("invoiceRowView", () => {
  it("shows the date, period, total, discount and status", () => {
    expect(invoiceRowView(invoice(), "UTC")).toEqual({
      id: "inv_1",
      number: "VOC-0001",
      date: "Aug 1, 2026",
      period: "Aug 1, 2026 – Sep 1, 2026",
      total: "$17.60",
      discount: "-$4.40",
      status: "Not collected",
    });
  });

  it("leaves out a missing period and a zero discount; eur with the suffix", () => {
    const view = invoiceRowView(invoice({ period_start_unix: null, discount_cents: 0, currency: "eur", amount_due_cents: 2100, status: "paid" }), "UTC");
    expect([view.period, view.discount, view.total, view.status]).toEqual([null, null, "21€", "Paid"]);
  });
});
