import { z } from "zod";
import { LANGUAGE_PAGE_TEXT_MAX } from "@vocable/domain";
import { SpeechText } from "./strings";

/** A language or accent landing page's slug (its audio sample slug, /text-to-speech/{slug}). */
export const LanguagePageParams = z.object({
  slug: z
    .string()
    .max(64)
    .regex(/^[a-z]+(-[a-z]+)*$/, "A page slug is lower-case words joined by hyphens, such as czech or british-accent.")
    .meta({ example: "czech" }),
});

/** POST /v1/language-pages/{slug}/speech: a visitor's own text, spoken by the page's voice. */
export const LanguagePageSpeechRequest = z
  .object({
    text: SpeechText.refine((v) => v.trim().length > 0, { message: "Type some text to hear it." })
      .refine((v) => [...v].length <= LANGUAGE_PAGE_TEXT_MAX, { message: `A landing page speaks up to ${LANGUAGE_PAGE_TEXT_MAX} characters: sign up free for longer texts.` })
      .meta({ description: `Up to ${LANGUAGE_PAGE_TEXT_MAX} characters, in the page's language.` }),
  })
  .meta({ id: "LanguagePageSpeechRequest" });
export type LanguagePageSpeechRequest = z.infer<typeof LanguagePageSpeechRequest>;
