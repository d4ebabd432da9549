/**
 * Producers' qualification tests (issue 29 §2), decided for Vocable: a test is a transcription of
 * known audio (a reference text read by one of the server's voices), scored by word error rate
 * against the reference; at most {@link PASSING_WER} passes. Passing grants `transcription-<lang>`
 * and, for someone not a producer yet, makes them one, in probation.
 */

/** The highest word error rate that passes (one word in ten). */
export const PASSING_WER = 0.1;

/** Attempts a person may make at one test in a day. */
export const DAILY_ATTEMPTS = 5;

/** The reference each language's test reads (a few sentences with names, numbers written out and punctuation). */
export const QUALIFICATION_TEXTS: Readonly<Record<string, string>> = {
  en: "Good morning, and welcome to the weekly meeting. Today we will talk about the new garden behind the library. Maria planted twelve apple trees in the spring, and the first fruit should be ready in late September. Please bring your questions to the front desk before Friday.",
  es: "Buenos días y bienvenidos a la reunión semanal. Hoy hablaremos del nuevo jardín detrás de la biblioteca. María plantó doce manzanos en la primavera, y la primera fruta estará lista a finales de septiembre.",
  fr: "Bonjour et bienvenue à la réunion de la semaine. Aujourd'hui, nous parlerons du nouveau jardin derrière la bibliothèque. Marie a planté douze pommiers au printemps, et les premiers fruits seront prêts fin septembre.",
  de: "Guten Morgen und willkommen zur wöchentlichen Besprechung. Heute sprechen wir über den neuen Garten hinter der Bibliothek. Maria hat im Frühling zwölf Apfelbäume gepflanzt, und die ersten Früchte sind Ende September reif.",
};

/** The qualification a language's test grants. */
export function qualificationOf(language: string): string {
  return `transcription-${language}`;
}

/** The language a qualification's test is in, or null for one without a test (multitask, an unknown language). */
export function testLanguageOf(qualification: string): string | null {
  const match = /^transcription-([a-z]{2,3})$/.exec(qualification);
  return match && QUALIFICATION_TEXTS[match[1]!] ? match[1]! : null;
}

/** Whether a score passes. */
export function passes(wordErrorRate: number): boolean {
  return Number.isFinite(wordErrorRate) && wordErrorRate <= PASSING_WER;
}
