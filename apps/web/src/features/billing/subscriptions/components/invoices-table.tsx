import type { Invoice } from "@vocable/contract";
import { useState } from "react";
import { Button } from "#components/ui/button";
import { Icon } from "#components/ui/icon";
import { InlineError } from "#components/ui/inline-error";
import { Spinner } from "#components/ui/spinner";
import { errorMessage } from "#lib/handle-error";
import { downloadInvoicePdf } from "../api/download-invoice-pdf";
import { useInvoices } from "../api/use-invoices";
import { invoiceRowView } from "../invoice-view";

function PdfButton({ invoice }: { invoice: Invoice }) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="ghost"
      size="sm"
      disabled={busy}
      aria-label={`Download invoice ${invoice.number} as PDF`}
      onClick={() => {
        setBusy(true);
        void downloadInvoicePdf(invoice).finally(() => setBusy(false));
      }}
      data-testid="invoice-pdf"
    >
      {busy ? <Spinner label="Downloading" /> : <Icon name="download" className="h-4 w-4" />}
      PDF
    </Button>
  );
}

/** The workspace's invoices, newest first, with "Load more" and a PDF of each (admins only). */
export function InvoicesTable() {
  const invoices = useInvoices(true);
  if (invoices.isPending) return <Spinner label="Loading invoices" />;
  if (invoices.isError) return <InlineError message={errorMessage(invoices.error)} onRetry={() => void invoices.refetch()} retrying={invoices.isFetching} />;
  const rows = invoices.data.pages.flatMap((page) => page.invoices);
  if (rows.length === 0) {
    return (
      <p className="text-sm text-muted-foreground" data-testid="invoices-empty">
        No invoices yet.
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <div className="overflow-x-auto rounded-lg border border-zinc-200 dark:border-zinc-800">
        <table className="w-full text-left text-sm" data-testid="invoices-table">
          <thead className="bg-zinc-50 text-xs text-muted-foreground uppercase dark:bg-zinc-900 dark:text-zinc-400">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">Invoice</th>
              <th scope="col" className="px-3 py-2 font-medium">Date</th>
              <th scope="col" className="px-3 py-2 font-medium">Period</th>
              <th scope="col" className="px-3 py-2 font-medium">Amount</th>
              <th scope="col" className="px-3 py-2 font-medium">Status</th>
              <th scope="col" className="px-3 py-2 font-medium">
                <span className="sr-only">Download</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((invoice) => {
              const view = invoiceRowView(invoice);
              return (
                <tr key={view.id} className="border-t border-zinc-200 dark:border-zinc-800" data-testid="invoice-row">
                  <td className="px-3 py-2 font-mono text-xs">{view.number}</td>
                  <td className="px-3 py-2 whitespace-nowrap">{view.date}</td>
                  <td className="px-3 py-2 whitespace-nowrap text-zinc-600 dark:text-zinc-400">{view.period ?? "—"}</td>
                  <td className="px-3 py-2 whitespace-nowrap">
                    {view.total}
                    {view.discount ? <span className="ml-2 text-xs text-emerald-700 dark:text-emerald-400">({view.discount} discount)</span> : null}
                  </td>
                  <td className="px-3 py-2">{view.status}</td>
                  <td className="px-3 py-2 text-right">
                    <PdfButton invoice={invoice} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {invoices.hasNextPage ? (
        <Button variant="secondary" size="sm" className="self-start" disabled={invoices.isFetchingNextPage} onClick={() => void invoices.fetchNextPage()} data-testid="invoices-more">
          {invoices.isFetchingNextPage ? <Spinner label="Loading" /> : null}
          Load more
        </Button>
      ) : null}
    </div>
  );
}
