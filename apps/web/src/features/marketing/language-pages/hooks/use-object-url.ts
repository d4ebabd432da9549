import { useCallback, useEffect, useState } from "react";

/**
 * An object URL of the latest Blob handed to `show`: the previous URL is revoked when a new one
 * replaces it, and the last one when the component goes away.
 */
export function useObjectUrl(): [string | null, (blob: Blob) => void] {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  const show = useCallback((blob: Blob) => setUrl(URL.createObjectURL(blob)), []);
  return [url, show];
}
