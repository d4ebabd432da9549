import { useEffect, useState } from "react";

/** The current Unix time in seconds, refreshed every `intervalMs` so relative dates stay current. */
export function useNowUnix(intervalMs = 30_000): number {
  const [now, setNow] = useState(() => Math.floor(Date.now() / 1000));
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Math.floor(Date.now() / 1000)), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}
