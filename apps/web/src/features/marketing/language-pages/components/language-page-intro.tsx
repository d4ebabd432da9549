import { languagePageHead, type LanguagePageEntry } from "@vocable/domain";
import { accentOf, builtInVoiceName, languagePageHeading } from "../language-page-view";
import { LanguageFlag } from "./language-flag";

/** The start of a landing page: the flag and the h1, what the page speaks, and the lead. */
export function LanguagePageIntro({ entry }: { entry: LanguagePageEntry }) {
  const accent = accentOf(entry);
  const voice = builtInVoiceName(entry);
  return (
    <div className="flex flex-col gap-4">
      <h1 className="flex items-center gap-3 text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
        <LanguageFlag code={entry.flag} className="h-[0.75em]" />
        <span>{languagePageHeading(entry)}</span>
      </h1>
      <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
        <div className="flex gap-1.5">
          <dt className="text-muted-foreground">Language</dt>
          <dd className="font-medium">{entry.language}</dd>
        </div>
        {accent ? (
          <div className="flex gap-1.5">
            <dt className="text-muted-foreground">Accent</dt>
            <dd className="font-medium">{accent}</dd>
          </div>
        ) : null}
        {voice ? (
          <div className="flex gap-1.5">
            <dt className="text-muted-foreground">Voice</dt>
            <dd className="font-medium">{voice}, a built-in voice</dd>
          </div>
        ) : null}
      </dl>
      <p className="text-base text-pretty text-zinc-700 sm:text-lg dark:text-zinc-300">{languagePageHead(entry).description}</p>
    </div>
  );
}
