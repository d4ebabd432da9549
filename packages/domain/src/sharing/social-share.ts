/**
 * Sharing a generation outside the workspace (spec accounts §2, §4, §7 "Sharing"): the social
 * pages a share link opens, the fixed message they carry, and the bottom-sheet rule of the
 * share-link modal on phones.
 */

/** The social networks the share-link modal offers, in its order. */
export const SOCIAL_NETWORKS = ["facebook", "x", "whatsapp"] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export const SOCIAL_NETWORK_LABELS: Record<SocialNetwork, string> = { facebook: "Facebook", x: "X", whatsapp: "WhatsApp" };

/** The fixed message sent with a share link to a social page or the system share sheet. */
export const SHARE_MESSAGE = "Listen to what I made with Vocable";

/** The external page that shares `link` on `network`, with the fixed message where the network takes one. */
export function socialShareUrl(network: SocialNetwork, link: string): string {
  const text = encodeURIComponent(SHARE_MESSAGE);
  const url = encodeURIComponent(link);
  switch (network) {
    case "facebook":
      return `https://www.facebook.com/sharer/sharer.php?u=${url}&quote=${text}`;
    case "x":
      return `https://x.com/intent/post?text=${text}&url=${url}`;
    case "whatsapp":
      return `https://wa.me/?text=${encodeURIComponent(`${SHARE_MESSAGE} ${link}`)}`;
  }
}

/** Whether a user agent is a phone or tablet's: the share-link modal is then a bottom sheet. */
export function isMobileUserAgent(userAgent: string): boolean {
  return /Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile|BlackBerry/i.test(userAgent);
}

/**
 * What a failed system share (navigator.share) leads to: the user closing the sheet (AbortError)
 * does nothing; any other failure copies the link instead.
 */
export function nativeShareFallback(error: unknown): "nothing" | "copy" {
  return error instanceof Error && error.name === "AbortError" ? "nothing" : "copy";
}
