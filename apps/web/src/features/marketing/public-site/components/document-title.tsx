import { useDocumentTitle } from "../hooks/use-document-title";

/** Renders nothing: keeps the document's title that of the page shown (see useDocumentTitle). */
export function DocumentTitle() {
  useDocumentTitle();
  return null;
}
