import { APP_ROUTES } from "@vocable/domain";
import { useState, type FormEvent } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { Button } from "#components/ui/button";
import { Field } from "#components/ui/field";
import { fieldErrorProps } from "#components/ui/field-error-props";
import { Input } from "#components/ui/input";
import { Spinner } from "#components/ui/spinner";
import { useUser } from "#features/accounts/user/api/use-user";
import { useCompleteOnboardingSurvey } from "../api/use-complete-onboarding-survey";
import { ROLES, SOURCES, browserTimeZone, timeZoneChoices } from "../survey-options";
import { Select } from "./select";

type SurveyErrors = Partial<Record<"first_name" | "role", string>>;

/** /app/onboarding: a few questions (first name, role, what for, time zone, how they heard of us). */
export function OnboardingSurveyPage() {
  const { data: user } = useUser();
  const [firstName, setFirstName] = useState<string | null>(null);
  const [role, setRole] = useState("");
  const [subrole, setSubrole] = useState("");
  const [timezone, setTimezone] = useState(browserTimeZone);
  const [source, setSource] = useState("");
  const [errors, setErrors] = useState<SurveyErrors>({});
  const survey = useCompleteOnboardingSurvey();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const name = firstName ?? user?.first_name ?? "";
  const subroles = ROLES.find((r) => r.value === role)?.subroles ?? [];

  function submit(event: FormEvent) {
    event.preventDefault();
    const found: SurveyErrors = {};
    if (!name.trim()) found.first_name = "Enter your first name.";
    else if (name.trim().length > 50) found.first_name = "At most 50 characters.";
    if (!role) found.role = "Choose what describes you best.";
    setErrors(found);
    if (Object.keys(found).length > 0 || survey.isPending) return;
    survey.mutate(
      { first_name: name.trim(), role, subrole: subrole || null, timezone, source: source || null },
      {
        onSuccess: () => {
          const redirect = params.get("redirect");
          void navigate(redirect ? `${APP_ROUTES.onboardingNext}?redirect=${encodeURIComponent(redirect)}` : APP_ROUTES.onboardingNext);
        },
      },
    );
  }

  return (
    <div className="mx-auto flex max-w-lg flex-col gap-6 py-4">
      <div>
        <h1 className="text-2xl font-semibold">Welcome to Vocable</h1>
        <p className="mt-1 text-sm text-muted-foreground">Tell us a little about yourself, so we can help you get started.</p>
      </div>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4" data-testid="onboarding-survey">
        <Field id="first_name" label="First name" error={errors.first_name}>
          <Input
            id="first_name"
            autoComplete="given-name"
            maxLength={50}
            value={name}
            onChange={(e) => {
              setFirstName(e.target.value);
              // The error goes once the field is changed (it is checked again on Continue).
              setErrors(({ first_name: _cleared, ...rest }) => rest);
            }}
            {...fieldErrorProps("first_name", errors.first_name)}
          />
        </Field>
        <Field id="role" label="What describes you best?" error={errors.role}>
          <Select
            id="role"
            value={role}
            onChange={(e) => {
              setRole(e.target.value);
              setSubrole("");
              setErrors(({ role: _cleared, ...rest }) => rest);
            }}
            {...fieldErrorProps("role", errors.role)}
          >
            <option value="">Choose…</option>
            {ROLES.map((r) => (
              <option key={r.value} value={r.value}>
                {r.label}
              </option>
            ))}
          </Select>
        </Field>
        {subroles.length > 0 ? (
          <Field id="subrole" label="What will you use Vocable for?">
            <Select id="subrole" value={subrole} onChange={(e) => setSubrole(e.target.value)}>
              <option value="">Choose… (optional)</option>
              {subroles.map((s) => (
                <option key={s.value} value={s.value}>
                  {s.label}
                </option>
              ))}
            </Select>
          </Field>
        ) : null}
        <Field id="timezone" label="Time zone">
          <Select id="timezone" value={timezone} onChange={(e) => setTimezone(e.target.value)}>
            {timeZoneChoices(timezone).map((zone) => (
              <option key={zone} value={zone}>
                {zone.replaceAll("_", " ")}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="source" label="How did you hear about us?">
          <Select id="source" value={source} onChange={(e) => setSource(e.target.value)}>
            <option value="">Choose… (optional)</option>
            {SOURCES.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </Select>
        </Field>
        <Button type="submit" disabled={survey.isPending} className="mt-2 w-full">
          {survey.isPending ? <Spinner label="Saving" /> : null}
          Continue
        </Button>
      </form>
    </div>
  );
}
