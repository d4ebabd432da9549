/**
 * The query keys of the producers' pages. Every productions key starts with `productions`, so a
 * change that makes someone a producer refreshes every productions page at once.
 */
export const producerKeys = {
  all: ["productions"] as const,
  qualifications: ["productions", "qualifications"] as const,
  profile: (handle: string) => ["productions", "profile", handle.toLowerCase()] as const,
};
