import { describe, expect, it } from "vitest";
import { APP_ROUTES, isAppRoute } from "./app-routes";
import {
  CHECKLIST_FEATURES,
  CHECKLIST_ITEM_COMING_LATER,
  DOCS_PATH,
  INSTALLED_CHECKLIST_FEATURES,
  availableChecklistProgress,
  isChecklistItemAvailable,
  nextChecklistItem,
  presentOnboardingChecklist,
  type ChecklistFeature,
  ONBOARDING_CHECKLIST_ITEMS,
  ONBOARDING_CHECKLIST_ITEM_IDS,
  allChecklistItemsCompleted,
  checklistItemCompletedMessage,
  checklistProgress,
  checklistUpdateRefusal,
  completeChecklistItem,
  isChecklistItemCompleted,
  isOnboardingChecklistItemId,
  newOnboardingChecklist,
  newlyCompletedItems,
  normalizeOnboardingChecklist,
  onboardingChecklistItem,
  type OnboardingChecklistItemId,
} from "./onboarding-checklist";

describe("onboarding checklist items", () => {
  it("are the seven ids of spec §3, in order, each defined once", () => {
    expect(ONBOARDING_CHECKLIST_ITEM_IDS).toEqual([
      "generate_text_to_speech",
      "generate_speech_to_speech",
      "add_voice_to_voice_lab",
      "design_voice",
      "create_dub",
      "join_affiliate",
      "generate_api_key",
    ]);
    expect(ONBOARDING_CHECKLIST_ITEMS.map((item) => item.id)).toEqual(ONBOARDING_CHECKLIST_ITEM_IDS);
  });

  it.each(ONBOARDING_CHECKLIST_ITEMS.map((item) => [item.id, item] as const))("%s has a title, a description, a button and a page that exists", (_id, item) => {
    expect(item.title.trim()).not.toBe("");
    expect(item.description.trim()).not.toBe("");
    expect(item.buttonText.trim()).not.toBe("");
    expect(item.landingPage === DOCS_PATH || isAppRoute(item.landingPage)).toBe(true);
  });

  it.each([
    ["generate_text_to_speech", APP_ROUTES.textToSpeech, true],
    ["generate_speech_to_speech", APP_ROUTES.speechToSpeech, true],
    ["add_voice_to_voice_lab", APP_ROUTES.voiceLibrary, true],
    ["design_voice", APP_ROUTES.voiceDesign, true],
    ["create_dub", APP_ROUTES.dubbingApp, true],
    ["join_affiliate", DOCS_PATH, false],
    ["generate_api_key", DOCS_PATH, true],
  ] as const)("%s lands on %s; its feature exists here: %s", (id, page, available) => {
    expect(onboardingChecklistItem(id).landingPage).toBe(page);
    expect(onboardingChecklistItem(id).featureAvailable).toBe(available);
    expect(onboardingChecklistItem(id).event.trim()).not.toBe("");
  });

  it.each([
    ["generate_api_key", true],
    ["design_voice", true],
    ["Generate_api_key", false],
    ["", false],
    ["__proto__", false],
    ["toString", false],
  ])("isOnboardingChecklistItemId(%j) is %s", (value, expected) => {
    expect(isOnboardingChecklistItemId(value)).toBe(expected);
  });
});

describe("completion rules", () => {
  const fresh = newOnboardingChecklist("c1");

  it("starts with every item open and shown", () => {
    expect(fresh.hidden).toBe(false);
    expect(fresh.items.every((item) => !item.is_completed)).toBe(true);
    expect(checklistProgress(fresh)).toEqual({ completed: 0, total: 7 });
  });

  it.each(ONBOARDING_CHECKLIST_ITEM_IDS.map((id) => [id]))("completes %s once; the second time changes nothing", (id) => {
    const first = completeChecklistItem(fresh, id);
    expect(first.changed).toBe(true);
    expect(isChecklistItemCompleted(first.state, id)).toBe(true);
    expect(checklistProgress(first.state).completed).toBe(1);
    const second = completeChecklistItem(first.state, id);
    expect(second.changed).toBe(false);
    expect(second.state).toEqual(first.state);
    expect(isChecklistItemCompleted(fresh, id)).toBe(false);
  });

  it("counts the checklist complete only when all seven are done", () => {
    let state = fresh;
    for (const [i, id] of ONBOARDING_CHECKLIST_ITEM_IDS.entries()) {
      expect(allChecklistItemsCompleted(state)).toBe(false);
      state = completeChecklistItem(state, id).state;
      expect(checklistProgress(state)).toEqual({ completed: i + 1, total: 7 });
    }
    expect(allChecklistItemsCompleted(state)).toBe(true);
  });

  it("normalizes a stored state: unknown items dropped, missing ones open, order fixed, hidden kept", () => {
    const stored = {
      checklist_id: "c2",
      hidden: true,
      items: [
        { onboarding_checklist_item_id: "generate_api_key", is_completed: true },
        { onboarding_checklist_item_id: "retired_item", is_completed: true },
      ],
    };
    const normalized = normalizeOnboardingChecklist(stored);
    expect(normalized.items.map((item) => item.onboarding_checklist_item_id)).toEqual(ONBOARDING_CHECKLIST_ITEM_IDS);
    expect(normalized.hidden).toBe(true);
    expect(checklistProgress(stored)).toEqual({ completed: 1, total: 7 });
  });
});

describe("newlyCompletedItems (the congratulation toast)", () => {
  const fresh = newOnboardingChecklist("c1");
  const withTts = completeChecklistItem(fresh, "generate_text_to_speech").state;
  const withBoth = completeChecklistItem(withTts, "generate_api_key").state;
  const cases: [string, Parameters<typeof newlyCompletedItems>[0], Parameters<typeof newlyCompletedItems>[1], OnboardingChecklistItemId[]][] = [
    ["one item done", fresh, withTts, ["generate_text_to_speech"]],
    ["two items done", fresh, withBoth, ["generate_text_to_speech", "generate_api_key"]],
    ["nothing changed", withTts, withTts, []],
    ["hidden checklist", fresh, { ...withTts, hidden: true }, []],
    ["no previous state", null, withTts, []],
    ["checklist removed", withTts, null, []],
    ["another checklist", fresh, { ...withTts, checklist_id: "c9" }, []],
  ];
  it.each(cases)("%s", (_name, before, after, expected) => {
    expect(newlyCompletedItems(before, after)).toEqual(expected);
  });

  it("names the item in the congratulation", () => {
    expect(checklistItemCompletedMessage("generate_api_key")).toContain("Create an API key");
  });
});

describe("checklistUpdateRefusal (a client reporting an item done)", () => {
  const fresh = newOnboardingChecklist("c1");
  const withTts = completeChecklistItem(fresh, "generate_text_to_speech").state;
  // A checklist stored before items were server-only, with an item a client ticked.
  const withDesign = completeChecklistItem(fresh, "design_voice").state;
  const cases: [OnboardingChecklistItemId, Parameters<typeof checklistUpdateRefusal>[0], RegExp | null][] = [
    ["generate_text_to_speech", fresh, /^“Generate speech” completes by itself when a text-to-speech generation is delivered; it cannot be reported done\.$/],
    ["generate_api_key", fresh, /^“Create an API key” completes by itself when an API key is created; it cannot be reported done\.$/],
    ["generate_speech_to_speech", fresh, /^“Transform a voice” completes by itself when a speech-to-speech generation starts; it cannot be reported done\.$/],
    ["add_voice_to_voice_lab", fresh, /^“Add a voice from the library” completes by itself when a voice from the library is added to your voices; it cannot be reported done\.$/],
    ["design_voice", fresh, /^“Design a voice” completes by itself when a designed voice is kept; it cannot be reported done\.$/],
    ["create_dub", fresh, /^“Dub a video” completes by itself when a dub is created; it cannot be reported done\.$/],
    ["join_affiliate", fresh, /the affiliate program is not available on this server yet/],
    ["generate_text_to_speech", withTts, null],
    ["generate_api_key", withTts, /cannot be reported done/],
    ["design_voice", withDesign, null],
  ];
  it.each(cases)("%s -> %s", (id, state, expected) => {
    const refusal = checklistUpdateRefusal(state, id);
    if (expected === null) expect(refusal).toBeNull();
    else expect(refusal).toMatch(expected);
  });

  it("refuses every open item: no client can tick one", () => {
    for (const id of ONBOARDING_CHECKLIST_ITEM_IDS) expect(checklistUpdateRefusal(fresh, id)).not.toBeNull();
  });
});

describe("which items this server can do (the checklist's Next)", () => {
  const all = new Set(CHECKLIST_FEATURES);
  const fresh = newOnboardingChecklist("c1");
  const done = (...ids: OnboardingChecklistItemId[]) => ids.reduce((state, id) => completeChecklistItem(state, id).state, fresh);

  it.each([
    ["generate_text_to_speech", true],
    ["generate_speech_to_speech", true],
    ["add_voice_to_voice_lab", true],
    ["design_voice", true],
    ["create_dub", true],
    ["join_affiliate", false],
    ["generate_api_key", true],
  ] as const)("%s is available on this server: %s", (id, available) => {
    expect(isChecklistItemAvailable(id)).toBe(available);
    expect(isChecklistItemAvailable(id, all)).toBe(true);
    expect(isChecklistItemAvailable(id, new Set())).toBe(false);
  });

  const cases: [string, ReturnType<typeof done>, ReadonlySet<ChecklistFeature>, OnboardingChecklistItemId | null][] = [
    ["fresh: text to speech", fresh, INSTALLED_CHECKLIST_FEATURES, "generate_text_to_speech"],
    ["after TTS: speech to speech", done("generate_text_to_speech"), INSTALLED_CHECKLIST_FEATURES, "generate_speech_to_speech"],
    ["after design: dubbing", done("generate_text_to_speech", "generate_speech_to_speech", "add_voice_to_voice_lab", "design_voice"), INSTALLED_CHECKLIST_FEATURES, "create_dub"],
    ["after dubbing: affiliates are skipped", done("generate_text_to_speech", "generate_speech_to_speech", "add_voice_to_voice_lab", "design_voice", "create_dub"), INSTALLED_CHECKLIST_FEATURES, "generate_api_key"],
    ["every available item done: no Next", done("generate_text_to_speech", "generate_speech_to_speech", "add_voice_to_voice_lab", "design_voice", "create_dub", "generate_api_key"), INSTALLED_CHECKLIST_FEATURES, null],
    ["a server without speech to speech skips it", done("generate_text_to_speech"), new Set<ChecklistFeature>(["text_to_speech", "voice_library", "voice_design", "api_keys"]), "add_voice_to_voice_lab"],
    ["a server with nothing: no Next", fresh, new Set(), null],
  ];
  it.each(cases)("%s", (_name, state, installed, expected) => {
    const presented = presentOnboardingChecklist(state, installed);
    expect(nextChecklistItem(presented.items)?.id ?? null).toBe(expected);
    const unavailable = presented.items.filter((item) => !item.is_available).map((item) => item.onboarding_checklist_item_id);
    expect(unavailable).toEqual(ONBOARDING_CHECKLIST_ITEM_IDS.filter((id) => !installed.has(onboardingChecklistItem(id).featureKey)));
  });

  it("counts progress over the available items and names the ones coming later", () => {
    const presented = presentOnboardingChecklist(done("generate_text_to_speech"));
    expect(availableChecklistProgress(presented.items)).toEqual({ completed: 1, available: 6, comingLater: 1 });
    expect(CHECKLIST_ITEM_COMING_LATER).toMatch(/not available on this server/);
  });
});
