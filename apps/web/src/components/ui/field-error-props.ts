/**
 * The attributes that mark a control invalid and point screen readers at its error, which
 * {@link Field} renders with the id `${id}-error`.
 */
export function fieldErrorProps(id: string, error: string | null | undefined) {
  return {
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${id}-error` : undefined,
  } as const;
}
