import { nameProblem, NAME_MAX_LENGTH, passwordProblem } from "@vocable/domain";

export interface AuthFormValues {
  name?: string;
  email: string;
  password: string;
}

export type AuthFormErrors = Partial<Record<keyof AuthFormValues, string>>;

/** Longest e-mail address (RFC 5321's path limit). */
export const EMAIL_MAX_LENGTH = 254;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The problem with an e-mail address as typed, or null. */
export function emailProblem(value: string): string | null {
  const email = value.trim();
  if (!email) return "Enter your e-mail address.";
  if (email.length > EMAIL_MAX_LENGTH || !EMAIL.test(email)) return "Enter a valid e-mail address.";
  return null;
}

/**
 * Inline validation of the sign-in / sign-up forms. For sign-in only presence is checked (the
 * server answers wrong credentials); sign-up also applies the domain's name and password rules.
 */
export function validateAuthForm(values: AuthFormValues, mode: "sign-in" | "sign-up"): AuthFormErrors {
  const errors: AuthFormErrors = {};
  if (mode === "sign-up") {
    const name = nameProblem(values.name ?? "", NAME_MAX_LENGTH);
    if (name) errors.name = name;
  }
  const email = emailProblem(values.email);
  if (email) errors.email = email;
  if (!values.password) errors.password = "Enter your password.";
  else if (mode === "sign-up") {
    const password = passwordProblem(values.password);
    if (password) errors.password = password;
  }
  return errors;
}
