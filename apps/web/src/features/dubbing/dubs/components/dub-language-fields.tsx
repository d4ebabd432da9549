import type { ReactNode } from "react";
import { DUB_LANGUAGES, DUB_SOURCE_LANGUAGES } from "../dub-languages";
import { Select } from "./select";

interface DubLanguageFieldsProps {
  source: string;
  target: string;
  onSource: (code: string) => void;
  onTarget: (code: string) => void;
  /** Why the target cannot be sent (none chosen), shown once Create was tried. */
  targetProblem: string | null;
}

/** A control of the New dub form under its label. */
export function Labeled({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children}
    </div>
  );
}

/** The New dub form's languages: the source's (or auto-detect) and the one to dub into, with what dubbing into another language needs. */
export function DubLanguageFields({ source, target, onSource, onTarget, targetProblem }: DubLanguageFieldsProps) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <Labeled id="dub-source-language" label="Source language">
          <Select id="dub-source-language" value={source} onChange={(e) => onSource(e.target.value)} data-testid="dub-source-language">
            {DUB_SOURCE_LANGUAGES.map((l) => (
              <option key={l.code} value={l.code}>
                {l.label}
              </option>
            ))}
          </Select>
        </Labeled>
        <Labeled id="dub-target-language" label="Dub into">
          <Select
            id="dub-target-language"
            value={target}
            onChange={(e) => onTarget(e.target.value)}
            aria-invalid={targetProblem ? true : undefined}
            aria-describedby="dub-translation-note"
            data-testid="dub-target-language"
          >
            <option value="" disabled>
              Choose a language
            </option>
            {DUB_LANGUAGES.map((l) => (
              <option key={l.code} value={l.code}>
                {l.label}
              </option>
            ))}
          </Select>
          {targetProblem ? (
            <p role="alert" className="text-xs text-red-600 dark:text-red-400">
              {targetProblem}
            </p>
          ) : null}
        </Labeled>
      </div>
      <p id="dub-translation-note" role="note" className="text-xs text-muted-foreground" data-testid="dub-translation-note">
        Dubbing into another language than the source's needs a translation engine on this server, which an operator installs; without one the
        server refuses such a dub before charging it. Into the same language, the speech is re-voiced without one.
      </p>
    </>
  );
}
