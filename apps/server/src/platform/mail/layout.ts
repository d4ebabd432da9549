import { escapeHtml } from "../html";

/** The name every e-mail carries (header, footer, sender name by default). */
export const MAIL_PRODUCT_NAME = "Vocable";

const COLORS = { text: "#1f2937", muted: "#6b7280", line: "#e5e7eb", button: "#111827", buttonText: "#ffffff", page: "#f3f4f6" };
const FONT = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

/** A link an e-mail may carry: absolute http(s) only, so no `javascript:` or relative URL slips into an href. */
function checkedUrl(url: string, what: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`renderMail: ${what} is not an absolute URL`);
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") throw new Error(`renderMail: ${what} must be an http(s) URL`);
  return parsed.toString();
}

/**
 * The one layout of every e-mail: the product name linking to PUBLIC_URL, a heading, paragraphs,
 * an optional main button (whose URL is also written out for mail clients that hide buttons, and
 * in the text part), an optional footnote, and for product e-mails an unsubscribe link. Every
 * value is plain text and escaped in the HTML part.
 */
export function renderMail(input: {
  publicUrl: string;
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footnote?: string;
  optOutUrl?: string;
}): { text: string; html: string } {
  const home = checkedUrl(input.publicUrl, "publicUrl");
  const action = input.action ? { label: input.action.label, url: checkedUrl(input.action.url, "action.url") } : undefined;
  const optOutUrl = input.optOutUrl ? checkedUrl(input.optOutUrl, "optOutUrl") : undefined;
  const homeLabel = input.publicUrl.replace(/\/$/, "");

  const text = [
    MAIL_PRODUCT_NAME,
    "",
    input.heading,
    "",
    ...input.paragraphs.flatMap((p) => [p, ""]),
    ...(action ? [`${action.label}:`, action.url, ""] : []),
    ...(input.footnote ? [input.footnote, ""] : []),
    "--",
    `${MAIL_PRODUCT_NAME} · ${homeLabel}`,
    ...(optOutUrl ? [`Unsubscribe from product updates: ${optOutUrl}`] : []),
    "",
  ].join("\n");

  const e = escapeHtml;
  const paragraph = (body: string) => `<p style="margin:0 0 16px;font-size:15px;line-height:1.6;color:${COLORS.text}">${e(body)}</p>`;
  const button = action
    ? `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px"><tr><td style="border-radius:6px;background:${COLORS.button}">` +
      `<a href="${e(action.url)}" style="display:inline-block;padding:12px 22px;font-size:15px;font-weight:600;color:${COLORS.buttonText};text-decoration:none;border-radius:6px">${e(action.label)}</a>` +
      `</td></tr></table>` +
      `<p style="margin:0 0 16px;font-size:13px;line-height:1.5;color:${COLORS.muted}">If the button does not work, open this link:<br><a href="${e(action.url)}" style="color:${COLORS.muted};word-break:break-all">${e(action.url)}</a></p>`
    : "";
  const footnote = input.footnote ? `<p style="margin:16px 0 0;font-size:13px;line-height:1.5;color:${COLORS.muted}">${e(input.footnote)}</p>` : "";
  const optOut = optOutUrl ? `<br><a href="${e(optOutUrl)}" style="color:${COLORS.muted}">Unsubscribe from product updates</a>` : "";

  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${e(input.heading)}</title></head>
<body style="margin:0;padding:0;background:${COLORS.page};font-family:${FONT}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${COLORS.page}"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border:1px solid ${COLORS.line};border-radius:8px">
<tr><td style="padding:24px 32px;border-bottom:1px solid ${COLORS.line}"><a href="${e(home)}" style="font-size:20px;font-weight:700;color:${COLORS.text};text-decoration:none">${MAIL_PRODUCT_NAME}</a></td></tr>
<tr><td style="padding:32px">
<h1 style="margin:0 0 20px;font-size:22px;line-height:1.3;color:${COLORS.text}">${e(input.heading)}</h1>
${input.paragraphs.map(paragraph).join("\n")}
${button}${footnote}
</td></tr>
<tr><td style="padding:16px 32px;border-top:1px solid ${COLORS.line};font-size:12px;line-height:1.5;color:${COLORS.muted}">${MAIL_PRODUCT_NAME} · <a href="${e(home)}" style="color:${COLORS.muted}">${e(homeLabel)}</a>${optOut}</td></tr>
</table>
</td></tr></table>
</body></html>
`;
  return { text, html };
}
