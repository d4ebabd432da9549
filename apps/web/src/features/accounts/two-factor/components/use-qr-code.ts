import { useEffect, useState } from "react";

/** The otpauth:// URI as a QR code image (a data: URL, drawn in the browser: the secret never leaves it). */
export function useQrCode(uri: string | null): string | null {
  const [image, setImage] = useState<{ uri: string; url: string } | null>(null);
  useEffect(() => {
    if (!uri) return;
    let cancelled = false;
    // Loaded on first use: only the set-up dialog draws QR codes.
    import("qrcode")
      .then(({ default: QRCode }) => QRCode.toDataURL(uri, { margin: 1, width: 200, errorCorrectionLevel: "M" }))
      .then((url) => {
        if (!cancelled) setImage({ uri, url });
      })
      .catch(() => {
        if (!cancelled) setImage(null);
      });
    return () => {
      cancelled = true;
    };
  }, [uri]);
  return image && image.uri === uri ? image.url : null;
}
