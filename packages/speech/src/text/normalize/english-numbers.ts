/** English number words: cardinals, ordinals, decimals, years, digit by digit. */

const ONES = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
  "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];
const SCALES = ["", "thousand", "million", "billion", "trillion", "quadrillion"];
/** Longer digit strings are read digit by digit (account numbers, "9" x 4,000). */
export const MAX_CARDINAL_DIGITS = 15;

function belowThousand(n: number): string {
  const words: string[] = [];
  if (n >= 100) {
    words.push(`${ONES[Math.floor(n / 100)]} hundred`);
    n %= 100;
  }
  if (n >= 20) words.push(n % 10 ? `${TENS[Math.floor(n / 10)]}-${ONES[n % 10]}` : TENS[Math.floor(n / 10)]);
  else if (n > 0 || words.length === 0) words.push(ONES[n]);
  return words.join(" ");
}

/** "1234" -> "one thousand two hundred thirty-four" (a string of digits, no separators). */
export function cardinal(digits: string): string {
  const trimmed = digits.replace(/^0+(?=\d)/, "");
  if (trimmed.length > MAX_CARDINAL_DIGITS) return digitByDigit(digits);
  let n = BigInt(trimmed);
  if (n === 0n) return "zero";
  const groups: string[] = [];
  for (let scale = 0; n > 0n; scale++, n /= 1000n) {
    const group = Number(n % 1000n);
    if (group) groups.unshift(SCALES[scale] ? `${belowThousand(group)} ${SCALES[scale]}` : belowThousand(group));
  }
  return groups.join(" ");
}

/** "007" -> "zero zero seven". */
export function digitByDigit(digits: string): string {
  return [...digits].map((d) => ONES[Number(d)]).join(" ");
}

const ORDINAL_WORDS: Record<string, string> = {
  one: "first", two: "second", three: "third", five: "fifth", eight: "eighth", nine: "ninth", twelve: "twelfth",
};

/** "23" -> "twenty-third". */
export function ordinal(digits: string): string {
  const words = cardinal(digits);
  return words.replace(/([a-z]+)$/, (last) => {
    if (ORDINAL_WORDS[last]) return ORDINAL_WORDS[last];
    if (last.endsWith("y")) return `${last.slice(0, -1)}ieth`;
    return `${last}th`;
  });
}

/** "2.50" -> "two point five zero"; `fraction` is the digits after the point. */
export function decimal(whole: string, fraction: string): string {
  return `${cardinal(whole)} point ${digitByDigit(fraction)}`;
}

/** A year as people say it: 1999 -> "nineteen ninety-nine", 2005 -> "two thousand five", 2024 -> "twenty twenty-four". */
export function year(digits: string): string {
  const n = Number(digits);
  if (digits.length !== 4 || n < 1000) return cardinal(digits);
  const high = Math.floor(n / 100);
  const low = n % 100;
  if (n >= 2000 && n < 2010) return cardinal(digits);
  if (low === 0) return `${cardinal(String(high))} hundred`;
  return `${cardinal(String(high))} ${low < 10 ? `oh ${ONES[low]}` : cardinal(String(low))}`;
}
