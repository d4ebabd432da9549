import { Field } from "#components/ui/field";
import { fieldErrorProps } from "#components/ui/field-error-props";
import { Input } from "#components/ui/input";
import { Textarea } from "#components/ui/textarea";
import { Select } from "#features/accounts/onboarding/components/select";
import { MAX_LABEL_VALUE_LENGTH, MAX_VOICE_DESCRIPTION_LENGTH, MAX_VOICE_NAME_LENGTH, type VoiceFormValues, type VoiceLabelsForm } from "../voice-form";
import { AGE_OPTIONS, GENDER_OPTIONS, LANGUAGE_OPTIONS, optionsWith, type LabelOption } from "../voice-label-options";

interface VoiceDetailsFieldsProps {
  /** Prefix of the controls' ids (two dialogs may be in the page). */
  idPrefix: string;
  values: VoiceFormValues;
  onChange: (values: VoiceFormValues) => void;
  nameError?: string | null;
  disabled?: boolean;
}

/** Name, description and the labels (accent, gender, age, use case, language) of a voice. */
export function VoiceDetailsFields({ idPrefix, values, onChange, nameError, disabled }: VoiceDetailsFieldsProps) {
  const id = (name: string) => `${idPrefix}-${name}`;
  const setLabel = (key: keyof VoiceLabelsForm, value: string) => onChange({ ...values, labels: { ...values.labels, [key]: value } });

  const select = (key: keyof VoiceLabelsForm, label: string, options: readonly LabelOption[]) => (
    <Field id={id(key)} label={label}>
      <Select id={id(key)} data-testid={id(key)} value={values.labels[key]} disabled={disabled} onChange={(e) => setLabel(key, e.target.value)}>
        <option value="">Not set</option>
        {optionsWith(options, values.labels[key]).map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
    </Field>
  );

  const text = (key: keyof VoiceLabelsForm, label: string, placeholder: string) => (
    <Field id={id(key)} label={label}>
      <Input
        id={id(key)}
        data-testid={id(key)}
        value={values.labels[key]}
        maxLength={MAX_LABEL_VALUE_LENGTH}
        placeholder={placeholder}
        disabled={disabled}
        onChange={(e) => setLabel(key, e.target.value)}
      />
    </Field>
  );

  return (
    <div className="flex flex-col gap-4">
      <Field id={id("name")} label="Name" error={nameError}>
        <Input
          id={id("name")}
          data-testid={id("name")}
          required
          autoComplete="off"
          maxLength={MAX_VOICE_NAME_LENGTH}
          value={values.name}
          disabled={disabled}
          onChange={(e) => onChange({ ...values, name: e.target.value })}
          {...fieldErrorProps(id("name"), nameError)}
        />
      </Field>
      <Field id={id("description")} label="Description (optional)" hint={`${values.description.length} / ${MAX_VOICE_DESCRIPTION_LENGTH}`}>
        <Textarea
          id={id("description")}
          data-testid={id("description")}
          rows={3}
          maxLength={MAX_VOICE_DESCRIPTION_LENGTH}
          value={values.description}
          disabled={disabled}
          placeholder="How the voice sounds and what it suits, e.g. a calm, warm voice for audiobooks."
          onChange={(e) => onChange({ ...values, description: e.target.value })}
        />
      </Field>
      <fieldset className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-medium">Labels</legend>
        {text("accent", "Accent", "e.g. british")}
        {select("gender", "Gender", GENDER_OPTIONS)}
        {select("age", "Age", AGE_OPTIONS)}
        {text("useCase", "Use case", "e.g. narration")}
        {select("language", "Language", LANGUAGE_OPTIONS)}
      </fieldset>
    </div>
  );
}
