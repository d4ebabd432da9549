/** Shortest password Better Auth accepts. */
export const PASSWORD_MIN = 8;
/** Longest password accepted. */
export const PASSWORD_MAX = 128;

export interface AuthFormValues {
  name?: string;
  email: string;
  password: string;
}

export type AuthFormErrors = Partial<Record<keyof AuthFormValues, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Inline validation of the sign-in / sign-up forms. For sign-in only presence is checked (the
 * server answers wrong credentials); sign-up also checks the name and the password length.
 */
export function validateAuthForm(values: AuthFormValues, mode: "sign-in" | "sign-up"): AuthFormErrors {
  const errors: AuthFormErrors = {};
  if (mode === "sign-up" && !values.name?.trim()) errors.name = "Enter your name.";
  const email = values.email.trim();
  if (!email) errors.email = "Enter your e-mail address.";
  else if (!EMAIL.test(email)) errors.email = "Enter a valid e-mail address.";
  if (!values.password) errors.password = "Enter your password.";
  else if (mode === "sign-up" && values.password.length < PASSWORD_MIN)
    errors.password = `Use at least ${PASSWORD_MIN} characters.`;
  else if (mode === "sign-up" && values.password.length > PASSWORD_MAX)
    errors.password = `Use at most ${PASSWORD_MAX} characters.`;
  return errors;
}
