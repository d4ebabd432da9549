import { ORDER_ITEM_KINDS, type OrderItemKind } from "@vocable/domain";
import { useCallback, useState, type FormEvent } from "react";
import { Button } from "#components/ui/button";
import { Field } from "#components/ui/field";
import { Spinner } from "#components/ui/spinner";
import { Textarea } from "#components/ui/textarea";
import { errorMessage } from "#lib/handle-error";
import { Select } from "#features/dubbing/dubs/components/select";
import { useUpsertItem } from "../api/use-order-changes";
import { useOrderLanguages } from "../api/use-order-languages";
import { ITEM_KIND_LABELS, draftPriceCents, eligibleMedia, emptyDraft, itemRequest, type ItemDraft } from "../order-items";
import { destinationLanguages } from "../order-languages";
import type { OrderMedia } from "../order-media";
import { formatCents } from "../order-money";
import { ItemOptions } from "./item-options";
import { LanguageSelect } from "./language-select";

/** "Add work": the kind, the media's language, which media, the kind's options, then Add to order (the server quotes it). */
export function ItemForm({ orderId, media }: { orderId: string; media: readonly OrderMedia[] }) {
  const upsert = useUpsertItem(orderId);
  const [draft, setDraft] = useState<ItemDraft>(() => emptyDraft("transcription", ""));
  const [problem, setProblem] = useState<string | null>(null);
  const languages = useOrderLanguages(draft.kind);
  const choices = eligibleMedia(media, draft.kind, draft.sourceLanguage);
  const busy = upsert.isPending;
  const estimate = draftPriceCents(draft, media);

  const setLanguage = useCallback((code: string) => setDraft((d) => (d.sourceLanguage === code ? d : { ...d, sourceLanguage: code, mediaIds: [], destinationLanguages: [] })), []);
  const setKind = (kind: OrderItemKind) => setDraft((d) => ({ ...emptyDraft(kind, d.sourceLanguage), instructions: d.instructions }));
  const toggleMedia = (id: string, on: boolean) =>
    setDraft((d) => ({ ...d, mediaIds: d.kind === "dub" ? (on ? [id] : []) : on ? [...d.mediaIds, id] : d.mediaIds.filter((m) => m !== id) }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const built = itemRequest(draft);
    if ("problem" in built) {
      setProblem(built.problem);
      return;
    }
    setProblem(null);
    upsert.fire({ item: built.item }, { onSuccess: () => setDraft((d) => emptyDraft(d.kind, d.sourceLanguage)) });
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-3 rounded-lg border border-zinc-200 p-4 dark:border-zinc-800" aria-label="Add work" data-testid="order-item-form">
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id="order-item-kind" label="Kind of work">
          <Select id="order-item-kind" value={draft.kind} disabled={busy} onChange={(e) => setKind(e.target.value as OrderItemKind)}>
            {ORDER_ITEM_KINDS.map((k) => (
              <option key={k} value={k}>
                {ITEM_KIND_LABELS[k]}
              </option>
            ))}
          </Select>
        </Field>
        <LanguageSelect id="order-item-language" label="Language of the media" kind={draft.kind} value={draft.sourceLanguage} onChange={setLanguage} preferred={media[0]?.language} disabled={busy} />
      </div>

      <fieldset className="flex flex-col gap-1.5" disabled={busy}>
        <legend className="mb-1 text-sm font-medium">{draft.kind === "dub" ? "Dub media to review" : "Media to work on"}</legend>
        {choices.length === 0 ? (
          <p className="text-xs text-muted-foreground" data-testid="order-item-no-media">
            {draft.kind === "dub" ? "No media added from a dub in this language: add a dub as media above." : "No media in this language: add media declared in it above, or choose another language."}
          </p>
        ) : (
          choices.map((m) => (
            <label key={m.media_id} className="inline-flex items-center gap-2 text-sm">
              <input type={draft.kind === "dub" ? "radio" : "checkbox"} name="order-item-media" checked={draft.mediaIds.includes(m.media_id)} onChange={(e) => toggleMedia(m.media_id, e.target.checked)} />
              {m.name}
            </label>
          ))
        )}
      </fieldset>

      <ItemOptions draft={draft} setDraft={setDraft} destinations={destinationLanguages(languages.data, draft.sourceLanguage)} disabled={busy} />

      <Field id="order-item-instructions" label="Instructions for the producer (optional)">
        <Textarea id="order-item-instructions" value={draft.instructions} maxLength={2000} rows={2} disabled={busy} onChange={(e) => setDraft((d) => ({ ...d, instructions: e.target.value }))} />
      </Field>

      {problem || upsert.error ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400" data-testid="order-item-error">
          {problem ?? errorMessage(upsert.error)}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={busy || draft.mediaIds.length === 0} data-testid="order-item-add">
          {busy ? <Spinner label="Adding the work" /> : null}
          Add to order
        </Button>
        {estimate > 0 ? <span className="text-sm text-muted-foreground" data-testid="order-item-estimate">About {formatCents(estimate)}; the quote follows once added.</span> : null}
      </div>
    </form>
  );
}
