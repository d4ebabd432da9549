/** A phone, a tablet or a computer (any other or unknown device), after the session's `device`. */
export function DeviceIcon({ device }: { device: string | null }) {
  const kind = device === "mobile" || device === "tablet" ? device : "desktop";
  return (
    <svg
      viewBox="0 0 24 24"
      className="h-5 w-5 shrink-0 text-muted-foreground"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      role="img"
      aria-label={kind === "mobile" ? "Phone" : kind === "tablet" ? "Tablet" : "Computer"}
    >
      {kind === "mobile" ? (
        <>
          <rect x="7" y="3" width="10" height="18" rx="2" />
          <path d="M11 18h2" />
        </>
      ) : kind === "tablet" ? (
        <>
          <rect x="4" y="3" width="16" height="18" rx="2" />
          <path d="M11 18h2" />
        </>
      ) : (
        <>
          <rect x="3" y="4" width="18" height="12" rx="2" />
          <path d="M8 20h8M12 16v4" />
        </>
      )}
    </svg>
  );
}
