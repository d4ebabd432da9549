import { escapeHtml } from "../html";
import { splitLinks } from "./links";
import type { OutboxRow } from "./outbox-repo";

/** The body text with its http(s) links made clickable; everything escaped. */
function linkedText(text: string): string {
  return splitLinks(text)
    .map((part) => (part.link ? `<a href="${escapeHtml(part.text)}">${escapeHtml(part.text)}</a>` : escapeHtml(part.text)))
    .join("");
}

/**
 * The operator's outbox page: the messages of one page, newest first, each with its recipient,
 * subject, kind, time and text part; a link to the next (older) page. Server-rendered, no script.
 */
export function renderOutboxPage(rows: OutboxRow[], nextHref: string | null, firstPage: boolean): string {
  const items = rows
    .map(
      (row) => `<article>
<h2>${escapeHtml(row.subject)}</h2>
<p class="meta">To <strong>${escapeHtml(row.recipient)}</strong> · <code>${escapeHtml(row.kind)}</code> · <time datetime="${row.createdAt.toISOString()}">${row.createdAt.toISOString().replace("T", " ").slice(0, 19)} UTC</time></p>
<pre>${linkedText(row.text)}</pre>
</article>`,
    )
    .join("\n");
  const empty = firstPage ? "<p>No e-mail has been sent yet.</p>" : "<p>No older messages.</p>";
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>Vocable outbox</title>
<style>
body{font-family:system-ui,sans-serif;max-width:860px;margin:2rem auto;padding:0 1rem;color:#1f2937}
article{border:1px solid #e5e7eb;border-radius:8px;padding:1rem 1.25rem;margin:1rem 0}
h2{font-size:1.1rem;margin:0 0 .25rem}.meta{color:#6b7280;margin:0 0 .75rem;font-size:.9rem}
pre{white-space:pre-wrap;word-break:break-word;font-size:.9rem;margin:0}nav{margin:1.5rem 0}
</style></head>
<body>
<h1>Outbox</h1>
<p>No SMTP server is configured (<code>SMTP_URL</code>), so e-mails are kept here instead of being sent. This page answers only on this machine.</p>
${firstPage ? "" : '<nav><a href="/outbox">Newest messages</a></nav>'}
${items || empty}
${nextHref ? `<nav><a href="${escapeHtml(nextHref)}">Older messages</a></nav>` : ""}
</body></html>
`;
}
