/**
 * The onboarding checklist (spec accounts §3 "Onboarding checklist item", §4 "Onboarding
 * checklist"): seven items, each completed once when its event happens, shown with a title, a
 * description, a button and the page the button opens.
 */
import { APP_ROUTES } from "./app-routes";

/** The item ids of spec §3, in the order the checklist shows them. */
export const ONBOARDING_CHECKLIST_ITEM_IDS = [
  "generate_text_to_speech",
  "generate_speech_to_speech",
  "add_voice_to_voice_lab",
  "design_voice",
  "create_dub",
  "join_affiliate",
  "generate_api_key",
] as const;
export type OnboardingChecklistItemId = (typeof ONBOARDING_CHECKLIST_ITEM_IDS)[number];

/** The server's API reference page (served by the server, outside the web app's routes). */
export const DOCS_PATH = "/docs";

export interface OnboardingChecklistItemDefinition {
  id: OnboardingChecklistItemId;
  title: string;
  description: string;
  buttonText: string;
  /** Where the button goes: a web app route, or {@link DOCS_PATH} (a server page: a full navigation). */
  landingPage: string;
  /**
   * Every item completes on the server when its event really happens (spec §4), never on a client's
   * word: `event` says what that is. `featureAvailable`: whether this server has the feature whose
   * event it is. Until it has, the item links to its page and stays open.
   */
  event: string;
  featureAvailable: boolean;
  /** The feature's name, for the answer to a client that reports the item done. */
  feature: string;
  /** The feature as {@link isChecklistItemAvailable} looks it up in what a server has. */
  featureKey: ChecklistFeature;
}

/** The features the checklist's events come from. */
export const CHECKLIST_FEATURES = ["text_to_speech", "speech_to_speech", "voice_library", "voice_design", "dubbing", "affiliate_program", "api_keys"] as const;
export type ChecklistFeature = (typeof CHECKLIST_FEATURES)[number];

/**
 * The seven items. Speech to speech lands on the voice changer (spec §3: its landing page is the
 * speech-to-speech page), dubbing on the dubbing page. A page that does not exist yet (affiliates)
 * points to the API reference; the API key item opens the API reference (spec §3: its landing page
 * is the docs), which says how keys are made and used.
 */
export const ONBOARDING_CHECKLIST_ITEMS: readonly OnboardingChecklistItemDefinition[] = [
  {
    id: "generate_text_to_speech",
    title: "Generate speech",
    description: "Type some text, pick a voice and turn it into lifelike speech.",
    buttonText: "Try text to speech",
    landingPage: APP_ROUTES.textToSpeech,
    event: "a text-to-speech generation is delivered",
    featureAvailable: true,
    feature: "text to speech",
    featureKey: "text_to_speech",
  },
  {
    id: "generate_speech_to_speech",
    title: "Transform a voice",
    description: "Say something in your own voice and hear it spoken by another one.",
    buttonText: "Open the voice changer",
    landingPage: APP_ROUTES.speechToSpeech,
    event: "a speech-to-speech generation starts",
    featureAvailable: true,
    feature: "speech to speech",
    featureKey: "speech_to_speech",
  },
  {
    id: "add_voice_to_voice_lab",
    title: "Add a voice from the library",
    description: "Find a voice you like in the voice library and add it to your voices.",
    buttonText: "Explore voices",
    landingPage: APP_ROUTES.voiceLibrary,
    event: "a voice from the library is added to your voices",
    featureAvailable: true,
    feature: "the voice library",
    featureKey: "voice_library",
  },
  {
    id: "design_voice",
    title: "Design a voice",
    description: "Describe a voice and create a new one that matches it.",
    buttonText: "Design a voice",
    landingPage: APP_ROUTES.voiceDesign,
    event: "a designed voice is kept",
    featureAvailable: true,
    feature: "voice design",
    featureKey: "voice_design",
  },
  {
    id: "create_dub",
    title: "Dub a video",
    description: "Have a video or an audio file spoken again in another language, in voices close to those of its speakers.",
    buttonText: "Create a dub",
    landingPage: APP_ROUTES.dubbingApp,
    event: "a dub is created",
    featureAvailable: true,
    feature: "dubbing",
    featureKey: "dubbing",
  },
  {
    id: "join_affiliate",
    title: "Join the affiliate program",
    description: "Share Vocable with others and earn from the subscriptions you bring.",
    buttonText: "Learn more",
    landingPage: DOCS_PATH,
    event: "an affiliate link is generated",
    featureAvailable: false,
    feature: "the affiliate program",
    featureKey: "affiliate_program",
  },
  {
    id: "generate_api_key",
    title: "Create an API key",
    description: "Use Vocable from your own code: create a key in the settings and call the API.",
    buttonText: "Read the API docs",
    landingPage: DOCS_PATH,
    event: "an API key is created",
    featureAvailable: true,
    feature: "API keys",
    featureKey: "api_keys",
  },
];

/** The definition of an item id. */
export function onboardingChecklistItem(id: OnboardingChecklistItemId): OnboardingChecklistItemDefinition {
  return ONBOARDING_CHECKLIST_ITEMS.find((item) => item.id === id)!;
}

/** Whether `value` is one of the checklist's item ids. */
export function isOnboardingChecklistItemId(value: string): value is OnboardingChecklistItemId {
  return (ONBOARDING_CHECKLIST_ITEM_IDS as readonly string[]).includes(value);
}

/** The stored state of a user's checklist (spec §3 onboarding_checklist). */
export interface OnboardingChecklist {
  checklist_id: string;
  items: { onboarding_checklist_item_id: string; is_completed: boolean }[];
  hidden: boolean;
}

/** A fresh checklist: every item open, shown. */
export function newOnboardingChecklist(checklistId: string): OnboardingChecklist {
  return {
    checklist_id: checklistId,
    items: ONBOARDING_CHECKLIST_ITEM_IDS.map((id) => ({ onboarding_checklist_item_id: id, is_completed: false })),
    hidden: false,
  };
}

/**
 * The stored state with exactly the current items, in order: an item added to the product since
 * the checklist was made shows as open, an item that no longer exists is dropped.
 */
export function normalizeOnboardingChecklist(state: OnboardingChecklist): OnboardingChecklist {
  const done = new Set(state.items.filter((item) => item.is_completed).map((item) => item.onboarding_checklist_item_id));
  return {
    checklist_id: state.checklist_id,
    items: ONBOARDING_CHECKLIST_ITEM_IDS.map((id) => ({ onboarding_checklist_item_id: id, is_completed: done.has(id) })),
    hidden: state.hidden,
  };
}

/** Whether the item is done in this state. */
export function isChecklistItemCompleted(state: OnboardingChecklist, id: OnboardingChecklistItemId): boolean {
  return state.items.some((item) => item.onboarding_checklist_item_id === id && item.is_completed);
}

/**
 * Completes an item once: `changed` is false when it was already done (spec §4: already-complete
 * items are skipped), so the caller writes nothing and no second congratulation follows.
 */
export function completeChecklistItem(state: OnboardingChecklist, id: OnboardingChecklistItemId): { state: OnboardingChecklist; changed: boolean } {
  const normalized = normalizeOnboardingChecklist(state);
  if (isChecklistItemCompleted(normalized, id)) return { state: normalized, changed: false };
  return {
    state: {
      ...normalized,
      items: normalized.items.map((item) => (item.onboarding_checklist_item_id === id ? { ...item, is_completed: true } : item)),
    },
    changed: true,
  };
}

/** Completed and total item counts, for the progress bar. */
export function checklistProgress(state: OnboardingChecklist): { completed: number; total: number } {
  const normalized = normalizeOnboardingChecklist(state);
  return { completed: normalized.items.filter((item) => item.is_completed).length, total: normalized.items.length };
}

/** Whether every item is done (the checklist then counts as completed without being marked so). */
export function allChecklistItemsCompleted(state: OnboardingChecklist): boolean {
  const { completed, total } = checklistProgress(state);
  return completed === total;
}

/**
 * The items that became complete between two states of the same checklist, for the
 * congratulation toast (spec §4: shown unless the checklist is hidden). A different checklist id
 * (a re-initiated checklist) congratulates nothing.
 */
export function newlyCompletedItems(before: OnboardingChecklist | null, after: OnboardingChecklist | null): OnboardingChecklistItemId[] {
  if (!before || !after || before.checklist_id !== after.checklist_id || after.hidden) return [];
  return ONBOARDING_CHECKLIST_ITEM_IDS.filter((id) => !isChecklistItemCompleted(before, id) && isChecklistItemCompleted(after, id));
}

/** The congratulation shown when an item completes. */
export function checklistItemCompletedMessage(id: OnboardingChecklistItemId): string {
  return `Nice work! “${onboardingChecklistItem(id).title}” is done.`;
}

/**
 * The answer to a client reporting an item done (`POST /v1/user/onboarding-checklist/update`): null
 * when the item is done already (the server saw its event: the call confirms it), else why it
 * cannot be reported. Items complete only from the server, when their event happens; an item whose
 * feature this server does not have stays open.
 */
export function checklistUpdateRefusal(state: OnboardingChecklist, id: OnboardingChecklistItemId): string | null {
  if (isChecklistItemCompleted(state, id)) return null;
  const item = onboardingChecklistItem(id);
  const when = `“${item.title}” completes by itself when ${item.event}`;
  return item.featureAvailable
    ? `${when}; it cannot be reported done.`
    : `${when}, and ${item.feature} is not available on this server yet, so it stays open.`;
}

/**
 * The features this server has: those of the items marked `featureAvailable`. An item whose feature
 * is not here is not a task yet: it never becomes the checklist's "Next", shows as coming later, and
 * completes by itself once its feature lands and its event happens.
 */
export const INSTALLED_CHECKLIST_FEATURES: ReadonlySet<ChecklistFeature> = new Set(ONBOARDING_CHECKLIST_ITEMS.filter((item) => item.featureAvailable).map((item) => item.featureKey));

/** Whether the item can be done on a server that has `installed` (by default, this one's). */
export function isChecklistItemAvailable(id: OnboardingChecklistItemId, installed: ReadonlySet<ChecklistFeature> = INSTALLED_CHECKLIST_FEATURES): boolean {
  return installed.has(onboardingChecklistItem(id).featureKey);
}

/** A checklist item as the server answers it: done or not, and whether this server can do it (`is_available`). */
export interface PresentedChecklistItem {
  onboarding_checklist_item_id: string;
  is_completed: boolean;
  is_available: boolean;
}

/** The checklist as the server answers it: the stored state, normalized, each item with `is_available`. */
export function presentOnboardingChecklist(
  state: OnboardingChecklist,
  installed: ReadonlySet<ChecklistFeature> = INSTALLED_CHECKLIST_FEATURES,
): Omit<OnboardingChecklist, "items"> & { items: PresentedChecklistItem[] } {
  const normalized = normalizeOnboardingChecklist(state);
  return {
    ...normalized,
    items: normalized.items.map((item) => ({ ...item, is_available: isChecklistItemAvailable(item.onboarding_checklist_item_id as OnboardingChecklistItemId, installed) })),
  };
}

/**
 * The checklist's "Next": the first open item the server can do (`is_available`), or null when
 * every available item is done. An item the server cannot do never blocks it.
 */
export function nextChecklistItem(items: readonly { onboarding_checklist_item_id: string; is_completed: boolean; is_available?: boolean }[]): OnboardingChecklistItemDefinition | null {
  const open = items.find((item) => !item.is_completed && item.is_available !== false && isOnboardingChecklistItemId(item.onboarding_checklist_item_id));
  return open ? onboardingChecklistItem(open.onboarding_checklist_item_id as OnboardingChecklistItemId) : null;
}

/** Progress over what can be done here: done items, available items (done or not), and the open ones that come later. */
export function availableChecklistProgress(items: readonly { is_completed: boolean; is_available?: boolean }[]): { completed: number; available: number; comingLater: number } {
  const available = items.filter((item) => item.is_available !== false);
  return {
    completed: available.filter((item) => item.is_completed).length,
    available: available.length,
    comingLater: items.filter((item) => item.is_available === false && !item.is_completed).length,
  };
}

/** What an item this server cannot do says instead of its button. */
export const CHECKLIST_ITEM_COMING_LATER = "Coming later: not available on this server yet";
