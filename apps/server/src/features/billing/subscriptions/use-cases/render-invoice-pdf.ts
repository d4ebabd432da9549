import { PDFDocument, StandardFonts, rgb } from "pdf-lib";
import { formatPrice, tierDisplayName } from "@vocable/domain";
import type { Principal } from "#platform/app-env";
import { AppError } from "#platform/errors";
import { getInvoice, type InvoiceRow } from "../repo";
import { loadBillingContext, type BillingDeps } from "./load-billing-context";

/** What the standard PDF font can draw (WinAnsi): other characters become "?" rather than failing the invoice. */
function drawable(text: string): string {
  return [...text].map((ch) => (/^[\u0020-\u007e\u00a0-\u00ff€]$/u.test(ch) ? ch : "?")).join("");
}

function day(d: Date | null): string {
  return d ? d.toISOString().slice(0, 10) : "";
}

const STATUS_TEXT: Record<InvoiceRow["status"], string> = {
  open: "Open: payment due",
  paid: "Paid",
  uncollected: "Recorded, not collected (this instance does not take card payments)",
  void: "Void",
};

/** The invoice as a one-page A4 PDF: Vocable renders it for the local provider's invoices. */
export async function invoicePdf(row: InvoiceRow, workspace: { name: string; tier: string }, issuer: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Invoice ${row.number}`);
  doc.setProducer("Vocable");
  const page = doc.addPage([595.28, 841.89]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  let y = 780;
  const text = (value: string, x: number, size = 11, f = font) => page.drawText(drawable(value), { x, y, size, font: f, color: rgb(0.1, 0.1, 0.12) });
  text("Invoice", 50, 24, bold);
  y -= 30;
  text(`Number ${row.number}`, 50);
  text(`Date ${day(row.createdAt)}`, 360);
  y -= 18;
  text(`Issued by ${issuer}`, 50);
  y -= 18;
  text(`Billed to ${workspace.name}`, 50);
  y -= 18;
  if (row.periodStart) text(`Period ${day(row.periodStart)} to ${day(row.periodEnd)}`, 50);
  y -= 18;
  text(`Status ${STATUS_TEXT[row.status]}`, 50);
  y -= 36;
  text("Description", 50, 11, bold);
  text("Qty", 400, 11, bold);
  text("Amount", 470, 11, bold);
  y -= 8;
  page.drawLine({ start: { x: 50, y }, end: { x: 545, y }, thickness: 0.5 });
  for (const line of row.lines) {
    y -= 18;
    text(line.description.slice(0, 70), 50);
    text(String(line.quantity), 400);
    text(formatPrice(line.amountCents, row.currency), 470);
  }
  y -= 12;
  page.drawLine({ start: { x: 50, y }, end: { x: 545, y }, thickness: 0.5 });
  const totals: [string, number][] = [
    ["Subtotal", row.subtotalCents],
    ["Discount", -row.discountCents],
    ["Amount due", row.amountDueCents],
    ["Amount paid", row.amountPaidCents],
  ];
  for (const [label, cents] of totals) {
    y -= 18;
    text(label, 360, 11, label === "Amount due" ? bold : font);
    text(cents < 0 ? `-${formatPrice(-cents, row.currency)}` : formatPrice(cents, row.currency), 470, 11, label === "Amount due" ? bold : font);
  }
  y -= 40;
  text(`Plan: ${tierDisplayName(workspace.tier)}`, 50, 9);
  return doc.save();
}

/** GET /v1/billing/invoices/{id}/pdf (workspace admins; another workspace's invoice is 404). A Stripe invoice sends its hosted PDF's address instead. */
export async function renderInvoicePdf(deps: BillingDeps, principal: Principal, invoiceId: string): Promise<{ pdf: Uint8Array; fileName: string } | { redirect: string }> {
  const ctx = await loadBillingContext(deps, principal);
  const row = await getInvoice(deps.db, ctx.ws.id, invoiceId);
  if (!row) throw new AppError("invoice_not_found", 404, "No invoice of this workspace has this id.");
  if (row.hostedPdfUrl) return { redirect: row.hostedPdfUrl };
  return { pdf: await invoicePdf(row, ctx.ws, new URL(deps.config.publicUrl).host), fileName: `${row.number}.pdf` };
}
