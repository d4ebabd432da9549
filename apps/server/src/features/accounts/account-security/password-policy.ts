import { PASSWORD_MIN_LENGTH, passwordProblem as passwordRuleProblem } from "@vocable/domain";
import { dictionary } from "@zxcvbn-ts/language-common";

/**
 * The most common passwords of the leaked-password lists zxcvbn ships (about 18,000 of 8
 * characters or more), lower-cased: checked offline, nothing leaves the server.
 */
let common: Set<string> | null = null;
function commonPasswords(): Set<string> {
  common ??= new Set(
    (dictionary["passwords-common"] as string[]).filter((p) => p.length >= PASSWORD_MIN_LENGTH).map((p) => p.toLowerCase()),
  );
  return common;
}

/**
 * Why a password cannot be used, in words for the form, or null when it can: the domain's rule
 * (8 to 128 characters, not only whitespace, which the forms check too), then what needs the
 * server: not one of the most common passwords, not the account's own e-mail address.
 */
export function passwordProblem(password: string, context: { email?: string } = {}): string | null {
  const basic = passwordRuleProblem(password);
  if (basic) return basic;
  const lower = password.toLowerCase();
  if (commonPasswords().has(lower) || commonPasswords().has(lower.trim())) {
    return "This password is one of the most common ones and easy to guess. Choose another.";
  }
  if (context.email && lower === context.email.toLowerCase()) return "Do not use your e-mail address as your password.";
  return null;
}
