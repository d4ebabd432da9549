/**
 * The web app's URL paths (spec accounts §2, voices §2), shared by the web app's router and the
 * server, which answers the app page with 200 only for these paths and 404 for any other.
 * Patterns may hold `:param` segments (e.g. `/app/history/:id`), matched like React Router does.
 */

/** Every page and redirect of the web app. */
export const APP_ROUTES = {
  home: "/",
  signIn: "/app/sign-in",
  signUp: "/app/sign-up",
  forgotPassword: "/app/sign-in/forgot-password",
  resetPassword: "/app/sign-in/reset-password",
  /** Single sign-on: a work e-mail (or `?invite_code=`) finds the workspace's identity provider; `?error=` after a failed sign-in. */
  sso: "/app/sso",
  onboarding: "/app/onboarding",
  onboardingNext: "/app/onboarding/next",
  onboardingChecklist: "/app/onboarding-checklist",
  /** Redirects to {@link APP_ROUTES.appHome}. */
  app: "/app",
  /** The signed-in home: quick actions, recent generations, the period's characters; where sign-in and onboarding land. */
  appHome: "/app/home",
  /** One place for developers: API keys, webhooks, service accounts, API usage, the reference. */
  developers: "/app/developers",
  developersApiKeys: "/app/developers/api-keys",
  developersWebhooks: "/app/developers/webhooks",
  developersUsage: "/app/developers/usage",
  /** Productions, the producers' side: redirects to {@link APP_ROUTES.productionsDashboard}. */
  productions: "/app/productions",
  /** The producer's claimed and returned tasks, each opening in the editor. */
  productionsActive: "/app/productions/active",
  /** One task in the transcription editor (or the review of one). */
  productionsTask: "/app/productions/active/:taskId",
  /** Earnings, accuracy and the queue; for a user who is not a producer yet, how to become one. */
  productionsDashboard: "/app/productions/dashboard",
  /** Finished tasks: accepted, returned, revoked, expired, with their feedback. */
  productionsHistory: "/app/productions/history",
  /** The producer's settings: status, probation, languages, the profile handle. */
  productionsSettings: "/app/productions/settings",
  /** The qualification tests: listen to known audio, transcribe it, get scored by word error rate. */
  productionsQualifications: "/app/productions/settings/qualifications",
  /** Open work of the producer's teams, to claim. */
  productionsUnclaimed: "/app/productions/unclaimed",
  /** A producer's balance, earnings, payouts and payout method (after the publishing-and-payouts agreement). */
  payouts: "/app/payouts",
  /** The producer's own public profile: the handle, and how the profile reads. */
  profiles: "/app/profiles",
  /** A producer's public profile by handle. */
  profile: "/app/profiles/:handle",
  /** The workspace's productions orders (human-checked transcripts, subtitles, dub reviews), with "New order". */
  workspaceProductions: "/app/workspace/productions",
  /** One order: its media, items, price, status and results. */
  workspaceProductionsOrder: "/app/workspace/productions/:orderId",
  /** Redirects to {@link APP_ROUTES.textToSpeech}. */
  speechSynthesis: "/app/speech-synthesis",
  textToSpeech: "/app/speech-synthesis/text-to-speech",
  textToSpeechHistory: "/app/speech-synthesis/text-to-speech/history",
  /** Upload or record audio and transcribe it; `?transcript=<id>` opens a transcript. */
  speechToText: "/app/speech-synthesis/speech-to-text",
  /** The workspace's transcripts, newest first. */
  speechToTextHistory: "/app/speech-synthesis/speech-to-text/history",
  /** The voice changer: upload or record speech and hear it in another voice. */
  speechToSpeech: "/app/speech-synthesis/speech-to-speech",
  /** The voice changer's conversions (history items of source STS), each with its original. */
  speechToSpeechHistory: "/app/speech-synthesis/speech-to-speech/history",
  /** Redirects to {@link APP_ROUTES.soundEffectsGenerate}. */
  soundEffectsApp: "/app/sound-effects",
  /** Describe a sound and get four variations; publish one to the library. */
  soundEffectsGenerate: "/app/sound-effects/generate",
  /** The user's sound effects, newest first. */
  soundEffectsHistory: "/app/sound-effects/history",
  /** The public sound-effect library, newest first, with its categories. */
  soundEffectsExplore: "/app/sound-effects/explore",
  /** The library searched (`?q=`). */
  soundEffectsExploreSearch: "/app/sound-effects/explore/search",
  /** The library's categories with their counts; `?category=` lists one. */
  soundEffectsExploreCategory: "/app/sound-effects/explore/category",
  /** Dubbing: the workspace's dubs, newest first, with "New dub" (the public page is {@link APP_ROUTES.dubbing}). */
  dubbingApp: "/app/dubbing",
  /** One dub: its progress, then the dubbed video or audio by language with its transcript and downloads. */
  dub: "/app/dubbing/:dubbingId",
  /** The profile: name, e-mail, password, two-factor, sessions, privacy, deletion (`?dialog=add-2fa`). */
  settings: "/app/settings",
  apiKeys: "/app/settings/api-keys",
  /** The workspace's webhooks (admins change them; members read). */
  workspaceWebhooks: "/app/workspace/webhooks",
  /** The same page from the settings. */
  settingsWebhooks: "/app/settings/webhooks",
  /** Invites to other workspaces, with Accept and Decline (mailed links add `?invite_code=`). */
  workspaceInvites: "/app/settings/workspace-invites",
  /** The workspace's settings (training opt-out). */
  workspace: "/app/workspace",
  workspaceMembers: "/app/workspace/members",
  workspaceGroups: "/app/workspace/groups",
  /** The workspace's security settings: two-factor required, inactivity timeout (admins change them). */
  workspaceSecurity: "/app/workspace/security",
  /** The workspace's audit log of admin actions (admins only; others see a note). */
  workspaceAuditLog: "/app/workspace/audit-log",
  pronunciationDictionaries: "/app/pronunciation-dictionaries",
  /** Audio Native: the workspace's embeddable article players (create, convert, player settings, embed code). */
  audioNative: "/app/audio-native",
  /** The workspace's own voices: clone, edit, delete, use (`?creationType=cloneVoice` opens instant cloning). */
  voiceLab: "/app/voice-lab",
  /** The premade voices, with preview and Use. */
  defaultVoices: "/app/default-voices",
  /** The voice library: voices shared on this server, with filters, preview, "Add to my voices" and similar-voice search. */
  voiceLibrary: "/app/voice-library",
  /** One library voice, the share link of a shared voice: its owner's public id and its id. */
  voiceLabShare: "/app/voice-lab/share/:publicUserId/:voiceId",
  /** Voice design as a page: describe a voice, hear three previews, keep one. */
  voiceDesign: "/app/voice-lab/design",
  /** The user's voice collections (`?collection=<id>` opens one with its voices). */
  voiceLabCollections: "/app/voice-lab/collections",
  /** The same collections, from the voice library (spec §2: /voice-library with /collections). */
  voiceLibraryCollections: "/app/voice-library/collections",
  /** Professional voice cloning: a new professional voice (name, language, description, labels). */
  voiceLabProfessional: "/app/voice-lab/professional",
  /** Professional voice cloning of one voice: samples, verification, training (opens at the step the voice is at). */
  voiceLabProfessionalVoice: "/app/voice-lab/professional/:voiceId",
  /** Voices other members shared with the user through workspace sharing. */
  workspaceVoices: "/app/workspace-voices",
  /** The workspace's voice library (the same list, under the workspace pages). */
  workspaceVoiceLibrary: "/app/workspace/voice-library",
  /** Service accounts and their keys (the same page under Workspace and under Developers). */
  workspaceServiceAccounts: "/app/workspace/service-accounts",
  developersServiceAccounts: "/app/developers/service-accounts",
  /** The server's speech engines with their health (instance operators, ADMIN_EMAILS; others see a note). */
  adminEngines: "/app/admin/engines",
  /** The paid plans workspaces asked for, to approve or deny (instance operators, BILLING_PROVIDER=local without BILLING_SELF_SERVICE). */
  adminPlanRequests: "/app/admin/plan-requests",
  /** The user's own characters used over time (chart by voice, model, API key; CSV export). */
  usage: "/app/usage",
  /** The whole workspace's usage, by member too (admins only; others see a note). */
  workspaceUsage: "/app/usage/workspace",
  /** The plans for anyone, logged out or in (public; a pick when logged out goes to sign-up). */
  pricing: "/pricing",
  /** The Enterprise inquiry form (public). */
  contactSales: "/contact-sales",
  /** The public marketing pages (spec accounts §2, voices §2); their titles: marketing/marketing-pages.ts. */
  about: "/about",
  affiliates: "/affiliates",
  apiOverview: "/api",
  apiPricing: "/pricing/api",
  enterprise: "/enterprise",
  studio: "/studio",
  dubbing: "/dubbing",
  languages: "/languages",
  voiceLibraryOverview: "/voice-library",
  voiceCloning: "/voice-cloning",
  voiceChanger: "/voice-changer",
  voiceIsolator: "/voice-isolator",
  soundEffects: "/sound-effects",
  textToSpeechOverview: "/text-to-speech",
  textReader: "/text-reader",
  safety: "/safety",
  showcase: "/showcase",
  customers: "/customers",
  careers: "/careers",
  usePolicy: "/use-policy",
  /** One use-case page; a name outside marketing/use-cases.ts is Not Found (404 from the server). */
  useCase: "/use-cases/:name",
  /** One language or accent landing page; a slug outside marketing/language-pages.ts is Not Found. */
  languagePage: "/text-to-speech/:slug",
  /** The workspace's plan, invoices, payment method, promo code and the plan cards (admins act; members read). */
  subscription: "/app/subscription",
  /** A published sound effect's public page: play and download it without an account (spec accounts §5: /sound-effects/{slug}). */
  soundEffect: "/sound-effects/:slug",
  /** A history item's public share link: play and download it without an account (features/sharing/share-links). */
  sharedItem: "/share/:shareLinkId",
  /** The local provider's checkout: the order summary and "Confirm subscription". */
  checkout: "/app/checkout/:checkoutSessionId",
} as const;

/** The path patterns of {@link APP_ROUTES}, for matching. */
export const APP_ROUTE_PATTERNS: readonly string[] = Object.values(APP_ROUTES);

function segments(path: string): string[] {
  return path.split("/").filter((segment) => segment !== "");
}

/**
 * Whether `pathname` matches `pattern`: static segments compare case-insensitively and a
 * `:param` segment takes any one non-empty segment; a trailing slash is ignored (React Router's
 * defaults, so the server and the router agree on what exists).
 */
export function matchesRoutePattern(pattern: string, pathname: string): boolean {
  const want = segments(pattern);
  const got = segments(pathname);
  if (want.length !== got.length) return false;
  return want.every((segment, i) => segment.startsWith(":") || segment.toLowerCase() === got[i].toLowerCase());
}

/** Whether the web app has a page (or a redirect) at `pathname`. */
export function isAppRoute(pathname: string, patterns: readonly string[] = APP_ROUTE_PATTERNS): boolean {
  return patterns.some((pattern) => matchesRoutePattern(pattern, pathname));
}
