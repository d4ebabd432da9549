import { apiRequest } from "#lib/api-client";
import { fileNameFromContentDisposition } from "#lib/content-disposition";
import { handleError } from "#lib/handle-error";
import { saveBlob } from "#lib/save-blob";

/**
 * An invoice's PDF: Vocable's own (a same-origin path, fetched with the session and saved as a
 * file) or the provider's hosted PDF (an https address, opened in a new tab).
 */
export async function downloadInvoicePdf(invoice: { pdf_url: string; number: string }): Promise<void> {
  const url = invoice.pdf_url;
  if (/^https:\/\//i.test(url)) {
    window.open(url, "_blank", "noopener,noreferrer");
    return;
  }
  if (!url.startsWith("/") || url.startsWith("//")) return;
  try {
    const response = await apiRequest(url, { headers: { Accept: "application/pdf" } });
    const name = fileNameFromContentDisposition(response.headers.get("content-disposition")) ?? `invoice-${invoice.number}.pdf`;
    saveBlob(await response.blob(), name);
  } catch (error) {
    handleError(error);
  }
}
