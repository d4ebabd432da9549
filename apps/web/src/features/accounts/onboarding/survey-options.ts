/**
 * The onboarding survey's choices (spec §3 onboarding_survey: role, subrole, source). The values
 * are what the server stores; the labels what the form shows.
 */

export interface SurveyChoice {
  value: string;
  label: string;
}

export const ROLES: readonly (SurveyChoice & { subroles: readonly SurveyChoice[] })[] = [
  {
    value: "content_creator",
    label: "Content creator",
    subroles: [
      { value: "video", label: "Videos" },
      { value: "podcast", label: "Podcasts" },
      { value: "audiobook", label: "Audiobooks" },
      { value: "social_media", label: "Social media" },
    ],
  },
  {
    value: "developer",
    label: "Developer",
    subroles: [
      { value: "app", label: "An app or website" },
      { value: "agent", label: "A voice agent" },
      { value: "game", label: "A game" },
      { value: "research", label: "Research" },
    ],
  },
  {
    value: "business",
    label: "Business",
    subroles: [
      { value: "marketing", label: "Marketing" },
      { value: "support", label: "Customer support" },
      { value: "training", label: "Training and e-learning" },
      { value: "localization", label: "Localization" },
    ],
  },
  {
    value: "educator",
    label: "Educator or student",
    subroles: [
      { value: "teaching", label: "Teaching" },
      { value: "studying", label: "Studying" },
      { value: "accessibility", label: "Accessibility" },
    ],
  },
  { value: "personal", label: "Personal use", subroles: [] },
  { value: "other", label: "Something else", subroles: [] },
];

export const SOURCES: readonly SurveyChoice[] = [
  { value: "search", label: "Search engine" },
  { value: "social_media", label: "Social media" },
  { value: "friend", label: "A friend or colleague" },
  { value: "article", label: "An article or blog" },
  { value: "self_hosted", label: "My organisation runs Vocable" },
  { value: "other", label: "Somewhere else" },
];

/** The browser's time zone (IANA name), else UTC. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  } catch {
    return "UTC";
  }
}

/** The time zones the browser knows, with `current` among them. */
export function timeZoneChoices(current: string): string[] {
  let zones: string[];
  try {
    zones = Intl.supportedValuesOf("timeZone");
  } catch {
    zones = [];
  }
  return zones.includes(current) ? zones : [current, ...zones];
}
