import type { DubbingMetadata } from "@vocable/contract";
import { useState, type FormEvent } from "react";
import { Button } from "#components/ui/button";
import { Spinner } from "#components/ui/spinner";
import { useSubscription } from "#features/accounts/user/api/use-subscription";
import { DubPanelHeader } from "#features/dubbing/dubs/components/dub-panel-header";
import { Select } from "#features/dubbing/dubs/components/select";
import { DUB_LANGUAGES, dubLanguageName } from "#features/dubbing/dubs/dub-languages";
import type { StudioActions } from "../hooks/use-studio-actions";
import { addLanguageCostText, addLanguageQuotaWarning } from "../studio-texts";
import { addableLanguages } from "../studio-view";

interface AddLanguageProps {
  dub: DubbingMetadata;
  /** How many lines the new language gets. */
  lineCount: number;
  actions: StudioActions;
  /** The language is added, dubbed and rendered: the page shows it. */
  onReady: (language: string) => void;
}

/**
 * "Add a language": the languages a dub can be made in that this one is not, what adding one
 * costs (as much as the dub's first language), then Add: the language is added and charged,
 * its lines translated and spoken, and it is rendered; the server's refusal (no translation
 * engine for the pair, the month's characters spent) is shown in the studio's status.
 */
export function AddLanguage({ dub, lineCount, actions, onReady }: AddLanguageProps) {
  const subscription = useSubscription();
  const [choice, setChoice] = useState("");
  const offered = addableLanguages(DUB_LANGUAGES, dub.target_languages);
  const { running } = actions.task;
  const seconds = dub.media_metadata?.duration ?? null;
  const name = choice ? dubLanguageName(choice) : "a language";
  const quota = subscription.data ? addLanguageQuotaWarning(subscription.data, seconds, dub.watermark) : null;

  function add(event: FormEvent) {
    event.preventDefault();
    if (!choice || running !== null) return;
    actions.addLanguage(choice, lineCount, (added) => {
      setChoice("");
      onReady(added);
    });
  }

  return (
    <section aria-labelledby="dub-add-language-heading" className="flex flex-col gap-3 rounded-xl border border-zinc-200 p-4 dark:border-zinc-800" data-testid="dub-add-language">
      <DubPanelHeader id="dub-add-language-heading" title="Add a language">
        <p className="text-xs text-muted-foreground">
          The lines are translated into it and spoken by the same speakers' voices, then the {actions.renderType === "mp4" ? "video" : "audio"} is rendered. Another
          language than the source's needs a translation engine on this server.
        </p>
      </DubPanelHeader>
      <form onSubmit={add} className="flex flex-wrap items-end gap-3">
        <div className="flex w-full flex-col gap-1.5 sm:w-56">
          <label htmlFor="dub-add-language-choice" className="text-sm font-medium">
            Language
          </label>
          <Select id="dub-add-language-choice" value={choice} onChange={(e) => setChoice(e.target.value)} disabled={running !== null} data-testid="dub-add-language-choice">
            <option value="" disabled>
              Choose a language
            </option>
            {offered.map((l) => (
              <option key={l.code} value={l.code}>
                {l.label}
              </option>
            ))}
          </Select>
        </div>
        <Button type="submit" disabled={!choice || running !== null} data-testid="dub-add-language-submit">
          {running === "add-language" ? <Spinner label={`Adding ${name}`} /> : null}
          {choice ? `Add ${name}` : "Add"}
        </Button>
      </form>
      <p className="text-sm" data-testid="dub-add-language-cost">
        {addLanguageCostText(name, seconds, dub.watermark)}
      </p>
      {quota ? (
        <p className="text-sm text-amber-800 dark:text-amber-300" data-testid="dub-add-language-quota">
          {quota}
        </p>
      ) : null}
    </section>
  );
}
