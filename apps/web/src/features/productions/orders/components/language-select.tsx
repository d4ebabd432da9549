import type { OrderItemKind } from "@vocable/domain";
import { useEffect, useMemo } from "react";
import { Field } from "#components/ui/field";
import { Spinner } from "#components/ui/spinner";
import { errorMessage } from "#lib/handle-error";
import { Select } from "#features/dubbing/dubs/components/select";
import { useOrderLanguages } from "../api/use-order-languages";
import { defaultLanguage, sourceLanguages } from "../order-languages";

interface LanguageSelectProps {
  id: string;
  label: string;
  /** Whose languages: a transcription's are also those media may be declared in. */
  kind: OrderItemKind;
  value: string;
  onChange: (code: string) => void;
  /** The language to start with when offered (else English, else the first). */
  preferred?: string;
  disabled?: boolean;
}

/** The source languages of an item kind, from the server; picks a default once they are known. */
export function LanguageSelect({ id, label, kind, value, onChange, preferred, disabled }: LanguageSelectProps) {
  const languages = useOrderLanguages(kind);
  const options = useMemo(() => sourceLanguages(languages.data), [languages.data]);

  useEffect(() => {
    if (options.length > 0 && !options.some((o) => o.code === value)) onChange(defaultLanguage(options, preferred));
  }, [options, value, preferred, onChange]);

  if (languages.isPending) return <Spinner label="Loading the languages" />;
  if (languages.isError) {
    return (
      <p role="alert" className="text-sm text-red-700 dark:text-red-400">
        The languages could not be loaded: {errorMessage(languages.error)}{" "}
        <button type="button" className="underline" onClick={() => void languages.refetch()}>
          Retry
        </button>
      </p>
    );
  }
  return (
    <Field id={id} label={label} hint={options.length === 0 ? "This server has no speech recogniser installed, so no work can be ordered yet." : undefined}>
      <Select id={id} value={value} onChange={(e) => onChange(e.target.value)} disabled={disabled || options.length === 0}>
        {options.map((o) => (
          <option key={o.code} value={o.code}>
            {o.label}
          </option>
        ))}
      </Select>
    </Field>
  );
}
