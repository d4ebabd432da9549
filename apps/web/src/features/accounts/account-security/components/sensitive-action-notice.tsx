/**
 * The server's answer to a sensitive action without a fresh proof ("we sent a link to your e-mail
 * address…"), shown where the action was asked for: the person opens the link, comes back and
 * tries again, with what they typed still there.
 */
export function SensitiveActionNotice({ message }: { message: string }) {
  return (
    <p
      role="status"
      data-testid="sensitive-action-notice"
      className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-200"
    >
      {message}
    </p>
  );
}
