import { escapeHtml } from "./html";

type Doc = { info: { title: string; version: string }; paths?: Record<string, Record<string, Operation>> };
type Operation = { summary?: string; tags?: string[]; parameters?: { name: string; in: string; required?: boolean }[]; requestBody?: unknown; responses?: Record<string, { description?: string }> };

/**
 * A self-contained API reference page rendered from the OpenAPI document: it needs no CDN, so it
 * works on an offline self-hosted server. Schemas are in /openapi.json for tools.
 */
export function renderDocsPage(doc: Doc): string {
  const byTag = new Map<string, string[]>();
  for (const [path, ops] of Object.entries(doc.paths ?? {})) {
    for (const [method, op] of Object.entries(ops)) {
      const tag = op.tags?.[0] ?? "other";
      const params = (op.parameters ?? [])
        .map((p) => `<code>${escapeHtml(p.name)}</code> <small>(${p.in}${p.required ? ", required" : ""})</small>`)
        .join(", ");
      const responses = Object.entries(op.responses ?? {})
        .map(([code, r]) => `<code>${code}</code> ${escapeHtml(r.description ?? "")}`)
        .join(" · ");
      const entry = `<div class="op"><span class="m ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code>
<p>${escapeHtml(op.summary ?? "")}</p>${params ? `<p>Parameters: ${params}</p>` : ""}${op.requestBody ? "<p>JSON body: see the schema in /openapi.json</p>" : ""}<p>Responses: ${responses}</p></div>`;
      byTag.set(tag, [...(byTag.get(tag) ?? []), entry]);
    }
  }
  const sections = [...byTag].map(([tag, ops]) => `<h2>${escapeHtml(tag)}</h2>${ops.join("\n")}`).join("\n");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(doc.info.title)} API reference</title>
<style>body{font-family:system-ui,sans-serif;max-width:960px;margin:2rem auto;padding:0 1rem;color:#18181b}
.op{border:1px solid #e4e4e7;border-radius:8px;padding:.5rem 1rem;margin:.75rem 0}.op p{margin:.3rem 0}
.m{font-weight:700;font-size:.8rem;padding:2px 6px;border-radius:4px;background:#e4e4e7}.get{background:#dbeafe}.post{background:#dcfce7}.delete{background:#fee2e2}
code{font-family:ui-monospace,monospace}</style></head><body>
<h1>${escapeHtml(doc.info.title)} API <small>${escapeHtml(doc.info.version)}</small></h1>
<p>Authenticate with the <code>xi-api-key</code> header (create a key in the web app under Settings → API keys). The API follows the ElevenLabs API shapes: the official SDKs work with this server's URL as their base URL. Machine-readable document: <a href="/openapi.json">/openapi.json</a>.</p>
${sections}</body></html>`;
}
