/** Every TanStack Query key of the app in one place, so invalidations cannot drift from queries. */
export const queryKeys = {
  session: ["session"] as const,
  user: ["user"] as const,
  /** The feature flags in force for the user's workspace. */
  featureFlags: ["feature-flags"] as const,
  /** The user's notifications (the bell's pages and unread count). */
  notifications: ["notifications"] as const,
  /** Under `user`, so whatever refreshes the user (a generation spends characters) refreshes it too. */
  subscription: ["user", "subscription"] as const,
  referralLink: ["user", "referral-link"] as const,
  models: ["models"] as const,
  /** Every voice list (any search): what adds or removes voices invalidates this. */
  voicesAll: ["voices"] as const,
  voices: (search: string) => ["voices", search] as const,
  /** The voice lab's pages of one voice type (GET /v2/voices?voice_type=). */
  voicePages: (voiceType: string) => ["voices", "pages", voiceType] as const,
  /** One voice with its samples (GET /v1/voices/{id}). */
  voice: (id: string) => ["voices", "item", id] as const,
  /** The voices of one collection (GET /v2/voices?collection_id=): under `voicesAll`, so voice changes refresh it. */
  collectionVoices: (collectionId: string) => ["voices", "collection", collectionId] as const,
  /** The user's voice collections (GET /v1/voices/collections). */
  voiceCollections: ["voice-collections"] as const,
  /** A professional voice's sample waveform and speaker separation (GET /v1/voices/pvc/{id}/samples/{sample_id}/…). */
  pvcSampleWaveform: (voiceId: string, sampleId: string) => ["pvc-sample", voiceId, sampleId, "waveform"] as const,
  pvcSampleSpeakers: (voiceId: string, sampleId: string) => ["pvc-sample", voiceId, sampleId, "speakers"] as const,
  /** The captcha sentence of a professional voice (each GET hands out a new one: never refetched by itself). */
  pvcCaptcha: (voiceId: string) => ["pvc-captcha", voiceId] as const,
  defaultVoiceSettings: ["voice-settings-default"] as const,
  historyAll: ["history"] as const,
  /** One filtered history list: its query parameters and page size. */
  historyList: (params: Record<string, string | number | undefined>, pageSize: number) => ["history", "list", params, pageSize] as const,
  historyItem: (id: string) => ["history", "item", id] as const,
  /** A history item's public share link (made on first read). */
  shareLink: (historyItemId: string) => ["history", "share-link", historyItemId] as const,
  /** A shared item as its public page shows it (no account). */
  sharedItem: (shareLinkId: string) => ["shared-item", shareLinkId] as const,
  /** A resource's sharing (GET /v1/workspace/resources/{id}). */
  resourceSharing: (type: string, id: string) => ["resource-sharing", type, id] as const,
  apiKeys: ["api-keys"] as const,
  /** The workspace's service accounts with their keys. */
  serviceAccounts: ["service-accounts"] as const,
  /** The signed-in sessions of the user (settings, Sessions). */
  sessions: ["sessions"] as const,
  dictionariesAll: ["pronunciation-dictionaries"] as const,
  dictionaryList: (includeArchived: boolean) => ["pronunciation-dictionaries", "list", includeArchived] as const,
  dictionary: (id: string) => ["pronunciation-dictionaries", "item", id] as const,
  dictionaryDefaults: ["pronunciation-dictionaries", "workspace-defaults"] as const,
  webhooksAll: ["webhooks"] as const,
  webhooks: ["webhooks", "list"] as const,
  /** Under `webhooksAll`: a test delivery or a change refreshes the logs too. */
  webhookDeliveries: (webhookId: string) => ["webhooks", "deliveries", webhookId] as const,
  /** The workspace the user acts in and its team (switching workspaces refreshes every query). */
  workspace: ["workspace"] as const,
  workspaceMembers: ["workspace", "members"] as const,
  workspaceSentInvites: ["workspace", "sent-invites"] as const,
  workspaceGroups: ["workspace", "groups"] as const,
  workspaceAuditLog: ["workspace", "audit-log"] as const,
  /** Single sign-on: identity providers, the redirect URI and user auto-provisioning (admins only). */
  workspaceIdentityProviders: ["workspace", "identity-providers"] as const,
  /** The signed-in person's own invites and workspaces (not tied to the workspace they act in). */
  receivedInvites: ["received-invites"] as const,
  userWorkspaces: ["user-workspaces"] as const,
  /** Speech-to-text transcripts: every list and item sits under `transcriptsAll`. */
  transcriptsAll: ["transcripts"] as const,
  transcriptList: ["transcripts", "list"] as const,
  transcript: (id: string) => ["transcripts", "item", id] as const,
  /** The user's sound effects (GET /v1/sound-generation/history): under `historyAll`, so what changes the history refreshes it. */
  soundEffectHistory: ["history", "sound-effects"] as const,
  /** The public sound-effect library: every list and listing sits under `soundEffectLibraryAll`. */
  soundEffectLibraryAll: ["sound-effect-library"] as const,
  soundEffectLibrary: (params: Record<string, string | number | undefined>) => ["sound-effect-library", "list", params] as const,
  soundEffect: (slug: string) => ["sound-effect-library", "item", slug] as const,
  /** What the procedural sound engine knows (GET /v1/sound-effects/vocabulary). */
  soundEffectVocabulary: ["sound-effect-vocabulary"] as const,
  /** Dubs: the workspace's list, each dub and its transcripts sit under `dubsAll`. */
  dubsAll: ["dubs"] as const,
  dubList: ["dubs", "list"] as const,
  dub: (id: string) => ["dubs", "item", id] as const,
  /** A finished dub's json transcripts, and one in a language ("source" for the original). */
  /** The server's speech engines (instance operators only). */
  engines: ["engines"] as const,
  /** The local neural models in MODELS_DIR (GET /v1/admin/models, instance operators only). */
  localModels: ["local-models"] as const,
};
