import { AppError, ValidationError } from "#platform/errors";

const TRUE = /^(true|1)$/i;
const FALSE = /^(false|0)$/i;

/** A boolean form field ("true"/"false", "1"/"0"); 422 for anything else. */
export function formFlag(fields: Record<string, string>, name: string): boolean {
  const value = fields[name];
  if (value === undefined || value === "" || FALSE.test(value)) return false;
  if (TRUE.test(value)) return true;
  throw new ValidationError([{ loc: ["body", name], msg: "Use true or false.", type: "bool_parsing" }]);
}

/** A 400 that names the parameter it refuses. */
export const refuse = (name: string, message: string) => new AppError("unsupported_option", 400, `${name}: ${message}`);
