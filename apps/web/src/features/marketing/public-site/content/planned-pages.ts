import { APP_ROUTES, pathOfUseCase } from "@vocable/domain";
import type { ContentPageData } from "./content-page";

/**
 * Products Vocable does not have yet. Each page says so first, then what it will be and what can
 * be used in the meantime; none of them claims the product works.
 */

export const STUDIO_PAGE: ContentPageData = {
  path: APP_ROUTES.studio,
  status: "planned",
  heading: "Studio",
  lead: "Studio, an editor for long-form audio such as books, courses and podcasts, with chapters, several voices and a final export, is planned. It is not available in Vocable yet.",
  sections: [
    {
      heading: "What you can use today for long texts",
      bullets: [
        "Requests of up to 40,000 characters with the flash model, so a chapter is one or a few requests.",
        "Pronunciation dictionaries so names sound the same in every chapter.",
        "The history, which keeps every part with its text, voice and settings, and downloads several parts as one zip file.",
        "The API, to generate a whole manuscript from a script.",
        "Audio Native, to publish an article as audio with a player.",
      ],
    },
  ],
  actions: [
    { label: "Audiobooks", to: pathOfUseCase("audiobooks") },
    { label: "Text reader", to: APP_ROUTES.textReader },
  ],
};
