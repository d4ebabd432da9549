import type { Dispatch, SetStateAction } from "react";
import { Field } from "#components/ui/field";
import { Select } from "#features/dubbing/dubs/components/select";
import type { LanguageOption } from "../order-languages";
import { SUBTITLE_STYLES, type ItemDraft, type SubtitleStyle } from "../order-items";

interface ItemOptionsProps {
  draft: ItemDraft;
  setDraft: Dispatch<SetStateAction<ItemDraft>>;
  /** The languages the source reaches (subtitles, dub review). */
  destinations: readonly LanguageOption[];
  disabled: boolean;
}

const check = "inline-flex items-center gap-2 text-sm";

/** The kind's own options: verbatim; subtitle languages, style and SDH; a dub's languages and captions. */
export function ItemOptions({ draft, setDraft, destinations, disabled }: ItemOptionsProps) {
  const toggleDestination = (code: string, on: boolean) =>
    setDraft((d) => ({ ...d, destinationLanguages: on ? [...d.destinationLanguages, code] : d.destinationLanguages.filter((c) => c !== code) }));

  if (draft.kind === "transcription") {
    return (
      <label className={check}>
        <input type="checkbox" checked={draft.verbatim} disabled={disabled} onChange={(e) => setDraft((d) => ({ ...d, verbatim: e.target.checked }))} />
        Verbatim (keep every filler word, false start and repetition)
      </label>
    );
  }
  return (
    <>
      <fieldset className="flex flex-col gap-1.5" disabled={disabled}>
        <legend className="mb-1 text-sm font-medium">{draft.kind === "dub" ? "Languages of the dub to review" : "Also in these languages (optional)"}</legend>
        {destinations.length === 0 ? <p className="text-xs text-muted-foreground">No other language is available for this source language here.</p> : null}
        <div className="flex flex-wrap gap-x-4 gap-y-1">
          {destinations.map((l) => (
            <label key={l.code} className={check}>
              <input type="checkbox" checked={draft.destinationLanguages.includes(l.code)} onChange={(e) => toggleDestination(l.code, e.target.checked)} />
              {l.label}
            </label>
          ))}
        </div>
      </fieldset>
      {draft.kind === "subtitles" ? (
        <>
          <Field id="order-item-style" label="Subtitle style">
            <Select id="order-item-style" value={draft.subtitleStyle} disabled={disabled} onChange={(e) => setDraft((d) => ({ ...d, subtitleStyle: e.target.value as SubtitleStyle }))}>
              {Object.entries(SUBTITLE_STYLES).map(([key, style]) => (
                <option key={key} value={key}>
                  {style.label}
                </option>
              ))}
            </Select>
          </Field>
          <label className={check}>
            <input type="checkbox" checked={draft.sdh} disabled={disabled} onChange={(e) => setDraft((d) => ({ ...d, sdh: e.target.checked }))} />
            Subtitles for the deaf and hard of hearing (sounds and speakers described)
          </label>
        </>
      ) : (
        <label className={check}>
          <input type="checkbox" checked={draft.includeCaptions} disabled={disabled} onChange={(e) => setDraft((d) => ({ ...d, includeCaptions: e.target.checked }))} />
          Include captions (SRT and WebVTT) of the reviewed languages and the source
        </label>
      )}
    </>
  );
}
