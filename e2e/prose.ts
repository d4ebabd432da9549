/** Sentences of plain English prose: the streaming-playback journey's and bench's texts. */
const SENTENCES = [
  "The harbour was quiet in the early morning, and the boats rocked gently against the old stone wall.",
  "A fisherman mended his nets while gulls circled overhead, calling to each other above the water.",
  "Further along the quay, a baker opened her shop and the smell of fresh bread drifted down the street.",
  "Children ran past on their way to school, laughing and shouting, their bags bouncing on their backs.",
  "By noon the market square was full of people buying fruit, cheese, flowers and warm loaves of bread.",
];

/** English prose of about `length` characters, ending at a word boundary with a full stop. */
export function prose(length: number): string {
  let text = "";
  for (let i = 0; text.length < length; i += 1) text += (text ? " " : "") + SENTENCES[i % SENTENCES.length];
  const cut = text.slice(0, length);
  return cut.slice(0, cut.lastIndexOf(" ")).trimEnd() + ".";
}
