import { APP_ROUTES } from "@vocable/domain";
import { createBrowserRouter, redirect, type RouteObject } from "react-router";
import { withInlineErrors } from "./inline-route-error";
import { lazyRoute } from "./lazy-route";
import { RootLayout } from "./root-layout";
import { RouteError } from "./route-error";

/** Routes mirror the spec's URL paths (accounts §2, voices §2); every path is one of `APP_ROUTES`. */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: () => null,
    children: [
      { path: APP_ROUTES.home, lazy: lazyRoute(() => import("#routes/home")) },
      { path: APP_ROUTES.signIn, lazy: lazyRoute(() => import("#routes/app/sign-in")) },
      { path: APP_ROUTES.signUp, lazy: lazyRoute(() => import("#routes/app/sign-up")) },
      { path: APP_ROUTES.forgotPassword, lazy: lazyRoute(() => import("#routes/app/sign-in/forgot-password")) },
      { path: APP_ROUTES.resetPassword, lazy: lazyRoute(() => import("#routes/app/sign-in/reset-password")) },
      { path: APP_ROUTES.sso, lazy: lazyRoute(() => import("#routes/app/sso")) },
      { path: APP_ROUTES.pricing, lazy: lazyRoute(() => import("#routes/pricing")) },
      { path: APP_ROUTES.contactSales, lazy: lazyRoute(() => import("#routes/contact-sales")) },
      // The public marketing pages (features/marketing).
      { path: APP_ROUTES.about, lazy: lazyRoute(() => import("#routes/about")) },
      { path: APP_ROUTES.affiliates, lazy: lazyRoute(() => import("#routes/affiliates")) },
      { path: APP_ROUTES.apiOverview, lazy: lazyRoute(() => import("#routes/api")) },
      { path: APP_ROUTES.apiPricing, lazy: lazyRoute(() => import("#routes/pricing/api")) },
      { path: APP_ROUTES.enterprise, lazy: lazyRoute(() => import("#routes/enterprise")) },
      { path: APP_ROUTES.studio, lazy: lazyRoute(() => import("#routes/studio")) },
      { path: APP_ROUTES.dubbing, lazy: lazyRoute(() => import("#routes/dubbing")) },
      { path: APP_ROUTES.languages, lazy: lazyRoute(() => import("#routes/languages")) },
      { path: APP_ROUTES.voiceLibraryOverview, lazy: lazyRoute(() => import("#routes/voice-library")) },
      { path: APP_ROUTES.voiceCloning, lazy: lazyRoute(() => import("#routes/voice-cloning")) },
      { path: APP_ROUTES.voiceChanger, lazy: lazyRoute(() => import("#routes/voice-changer")) },
      { path: APP_ROUTES.voiceIsolator, lazy: lazyRoute(() => import("#routes/voice-isolator")) },
      { path: APP_ROUTES.soundEffects, lazy: lazyRoute(() => import("#routes/sound-effects")) },
      { path: APP_ROUTES.textToSpeechOverview, lazy: lazyRoute(() => import("#routes/text-to-speech")) },
      { path: APP_ROUTES.textReader, lazy: lazyRoute(() => import("#routes/text-reader")) },
      { path: APP_ROUTES.safety, lazy: lazyRoute(() => import("#routes/safety")) },
      { path: APP_ROUTES.showcase, lazy: lazyRoute(() => import("#routes/showcase")) },
      { path: APP_ROUTES.customers, lazy: lazyRoute(() => import("#routes/customers")) },
      { path: APP_ROUTES.careers, lazy: lazyRoute(() => import("#routes/careers")) },
      { path: APP_ROUTES.usePolicy, lazy: lazyRoute(() => import("#routes/use-policy")) },
      { path: APP_ROUTES.useCase, lazy: lazyRoute(() => import("#routes/use-cases")) },
      { path: APP_ROUTES.languagePage, lazy: lazyRoute(() => import("#routes/language-page")) },
      { path: APP_ROUTES.soundEffect, lazy: lazyRoute(() => import("#routes/sound-effects/sound-effect")) },
      { path: APP_ROUTES.sharedItem, lazy: lazyRoute(() => import("#routes/share")) },
      {
        path: APP_ROUTES.app,
        lazy: lazyRoute(() => import("#routes/app/layout")),
        // A page that fails shows its error inside the shell, with a Retry.
        children: withInlineErrors([
          { index: true, loader: () => redirect(APP_ROUTES.appHome) },
          { path: APP_ROUTES.speechSynthesis, loader: () => redirect(APP_ROUTES.textToSpeech) },
          { path: APP_ROUTES.appHome, lazy: lazyRoute(() => import("#routes/app/home")) },
          { path: APP_ROUTES.textToSpeech, lazy: lazyRoute(() => import("#routes/app/speech-synthesis/text-to-speech")) },
          {
            path: APP_ROUTES.textToSpeechHistory,
            lazy: lazyRoute(() => import("#routes/app/speech-synthesis/text-to-speech/history")),
          },
          { path: APP_ROUTES.speechToText, lazy: lazyRoute(() => import("#routes/app/speech-synthesis/speech-to-text")) },
          {
            path: APP_ROUTES.speechToTextHistory,
            lazy: lazyRoute(() => import("#routes/app/speech-synthesis/speech-to-text/history")),
          },
          { path: APP_ROUTES.speechToSpeech, lazy: lazyRoute(() => import("#routes/app/speech-synthesis/speech-to-speech")) },
          {
            path: APP_ROUTES.speechToSpeechHistory,
            lazy: lazyRoute(() => import("#routes/app/speech-synthesis/speech-to-speech/history")),
          },
          { path: APP_ROUTES.soundEffectsApp, loader: () => redirect(APP_ROUTES.soundEffectsGenerate) },
          { path: APP_ROUTES.soundEffectsGenerate, lazy: lazyRoute(() => import("#routes/app/sound-effects/generate")) },
          { path: APP_ROUTES.soundEffectsHistory, lazy: lazyRoute(() => import("#routes/app/sound-effects/history")) },
          { path: APP_ROUTES.soundEffectsExplore, lazy: lazyRoute(() => import("#routes/app/sound-effects/explore")) },
          { path: APP_ROUTES.soundEffectsExploreSearch, lazy: lazyRoute(() => import("#routes/app/sound-effects/explore/search")) },
          { path: APP_ROUTES.soundEffectsExploreCategory, lazy: lazyRoute(() => import("#routes/app/sound-effects/explore/category")) },
          { path: APP_ROUTES.settings, lazy: lazyRoute(() => import("#routes/app/settings")) },
          { path: APP_ROUTES.onboarding, lazy: lazyRoute(() => import("#routes/app/onboarding")) },
          { path: APP_ROUTES.onboardingNext, lazy: lazyRoute(() => import("#routes/app/onboarding/next")) },
          { path: APP_ROUTES.onboardingChecklist, lazy: lazyRoute(() => import("#routes/app/onboarding-checklist")) },
          { path: APP_ROUTES.apiKeys, lazy: lazyRoute(() => import("#routes/app/settings/api-keys")) },
          { path: APP_ROUTES.workspaceWebhooks, lazy: lazyRoute(() => import("#routes/app/workspace/webhooks")) },
          { path: APP_ROUTES.settingsWebhooks, lazy: lazyRoute(() => import("#routes/app/settings/webhooks")) },
          { path: APP_ROUTES.workspaceInvites, lazy: lazyRoute(() => import("#routes/app/settings/workspace-invites")) },
          { path: APP_ROUTES.workspace, lazy: lazyRoute(() => import("#routes/app/workspace")) },
          { path: APP_ROUTES.workspaceMembers, lazy: lazyRoute(() => import("#routes/app/workspace/members")) },
          { path: APP_ROUTES.workspaceGroups, lazy: lazyRoute(() => import("#routes/app/workspace/groups")) },
          { path: APP_ROUTES.workspaceSecurity, lazy: lazyRoute(() => import("#routes/app/workspace/security")) },
          { path: APP_ROUTES.workspaceAuditLog, lazy: lazyRoute(() => import("#routes/app/workspace/audit-log")) },
          { path: APP_ROUTES.voiceLab, lazy: lazyRoute(() => import("#routes/app/voice-lab")) },
          { path: APP_ROUTES.defaultVoices, lazy: lazyRoute(() => import("#routes/app/default-voices")) },
          { path: APP_ROUTES.voiceLibrary, lazy: lazyRoute(() => import("#routes/app/voice-library")) },
          { path: APP_ROUTES.voiceLabShare, lazy: lazyRoute(() => import("#routes/app/voice-lab/share")) },
          { path: APP_ROUTES.voiceDesign, lazy: lazyRoute(() => import("#routes/app/voice-lab/design")) },
          { path: APP_ROUTES.voiceLabCollections, lazy: lazyRoute(() => import("#routes/app/voice-lab/collections")) },
          { path: APP_ROUTES.voiceLibraryCollections, lazy: lazyRoute(() => import("#routes/app/voice-lab/collections")) },
          { path: APP_ROUTES.voiceLabProfessional, lazy: lazyRoute(() => import("#routes/app/voice-lab/professional")) },
          { path: APP_ROUTES.voiceLabProfessionalVoice, lazy: lazyRoute(() => import("#routes/app/voice-lab/professional")) },
          { path: APP_ROUTES.workspaceVoices, lazy: lazyRoute(() => import("#routes/app/workspace-voices")) },
          { path: APP_ROUTES.workspaceVoiceLibrary, lazy: lazyRoute(() => import("#routes/app/workspace/voice-library")) },
          { path: APP_ROUTES.pronunciationDictionaries, lazy: lazyRoute(() => import("#routes/app/pronunciation-dictionaries")) },
          { path: APP_ROUTES.audioNative, lazy: lazyRoute(() => import("#routes/app/audio-native")) },
          { path: APP_ROUTES.workspaceServiceAccounts, lazy: lazyRoute(() => import("#routes/app/workspace/service-accounts")) },
          { path: APP_ROUTES.developersServiceAccounts, lazy: lazyRoute(() => import("#routes/app/developers/service-accounts")) },
          { path: APP_ROUTES.developers, lazy: lazyRoute(() => import("#routes/app/developers")) },
          { path: APP_ROUTES.developersApiKeys, lazy: lazyRoute(() => import("#routes/app/developers/api-keys")) },
          { path: APP_ROUTES.developersWebhooks, lazy: lazyRoute(() => import("#routes/app/developers/webhooks")) },
          { path: APP_ROUTES.developersUsage, lazy: lazyRoute(() => import("#routes/app/developers/usage")) },
          { path: APP_ROUTES.payouts, lazy: lazyRoute(() => import("#routes/app/payouts")) },
          { path: APP_ROUTES.profiles, lazy: lazyRoute(() => import("#routes/app/profiles")) },
          { path: APP_ROUTES.adminEngines, lazy: lazyRoute(() => import("#routes/app/admin/engines")) },
          { path: APP_ROUTES.adminPlanRequests, lazy: lazyRoute(() => import("#routes/app/admin/plan-requests")) },
          { path: APP_ROUTES.usage, lazy: lazyRoute(() => import("#routes/app/usage")) },
          { path: APP_ROUTES.workspaceUsage, lazy: lazyRoute(() => import("#routes/app/usage/workspace")) },
          { path: APP_ROUTES.subscription, lazy: lazyRoute(() => import("#routes/app/subscription")) },
          { path: APP_ROUTES.checkout, lazy: lazyRoute(() => import("#routes/app/checkout")) },
          // The server answers paths outside APP_ROUTES with status 404 and this page.
          { path: "*", lazy: lazyRoute(() => import("#routes/not-found")) },
        ]),
      },
      { path: "*", lazy: lazyRoute(() => import("#routes/not-found")) },
    ],
  },
];

/** The browser router of the app. */
export function createRouter() {
  return createBrowserRouter(routes);
}
