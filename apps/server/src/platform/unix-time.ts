/** Seconds since the Unix epoch, the unit of every `*_unix` field in the API. */
export function toUnixSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}
