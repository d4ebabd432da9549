/** PostgreSQL's unique_violation (SQLSTATE 23505), from either driver (pg puts it on the error, drizzle on its cause). */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return (e?.code ?? e?.cause?.code) === "23505";
}
