import { APP_ROUTES, USE_CASES, pathOfUseCase } from "@vocable/domain";

/** A link of the public header or footer; `external` ones are server pages outside the app (/docs). */
export interface SiteLink {
  label: string;
  to: string;
  external?: boolean;
  /** A page about something planned, not available yet. */
  planned?: boolean;
}

/** A titled group of links. */
export interface SiteLinkGroup {
  title: string;
  links: readonly SiteLink[];
}

/** What Vocable does, available first, then what is planned. */
export const PRODUCT_LINKS: readonly SiteLink[] = [
  { label: "Text to speech", to: APP_ROUTES.textToSpeechOverview },
  { label: "Text reader", to: APP_ROUTES.textReader },
  { label: "Voice cloning", to: APP_ROUTES.voiceCloning },
  { label: "Voice library", to: APP_ROUTES.voiceLibraryOverview },
  { label: "Voice isolator", to: APP_ROUTES.voiceIsolator },
  { label: "Languages", to: APP_ROUTES.languages },
  { label: "Voice changer", to: APP_ROUTES.voiceChanger },
  { label: "Sound effects", to: APP_ROUTES.soundEffects },
  { label: "Dubbing", to: APP_ROUTES.dubbing },
  { label: "Showcase", to: APP_ROUTES.showcase },
  { label: "Studio", to: APP_ROUTES.studio, planned: true },
];

/** The footer's columns (the header's menu shows the same on small screens). */
export const FOOTER_GROUPS: readonly SiteLinkGroup[] = [
  { title: "Products", links: PRODUCT_LINKS },
  {
    title: "Developers",
    links: [
      { label: "API", to: APP_ROUTES.apiOverview },
      { label: "API pricing", to: APP_ROUTES.apiPricing },
      { label: "API reference", to: "/docs", external: true },
      { label: "OpenAPI document", to: "/openapi.json", external: true },
    ],
  },
  { title: "Use cases", links: USE_CASES.map((useCase) => ({ label: useCase.name, to: pathOfUseCase(useCase.slug) })) },
  {
    title: "Company",
    links: [
      { label: "About", to: APP_ROUTES.about },
      { label: "Pricing", to: APP_ROUTES.pricing },
      { label: "Enterprise", to: APP_ROUTES.enterprise },
      { label: "Contact sales", to: APP_ROUTES.contactSales },
      { label: "Customers", to: APP_ROUTES.customers },
      { label: "Careers", to: APP_ROUTES.careers },
      { label: "Affiliates", to: APP_ROUTES.affiliates },
    ],
  },
  {
    title: "Policies",
    links: [
      { label: "Safety", to: APP_ROUTES.safety },
      { label: "Acceptable use", to: APP_ROUTES.usePolicy },
    ],
  },
];

/** The header's links on wide screens. */
export const HEADER_LINKS: readonly SiteLink[] = [
  { label: "Text to speech", to: APP_ROUTES.textToSpeechOverview },
  { label: "Voice cloning", to: APP_ROUTES.voiceCloning },
  { label: "Languages", to: APP_ROUTES.languages },
  { label: "API", to: APP_ROUTES.apiOverview },
  { label: "Pricing", to: APP_ROUTES.pricing },
];
