import { APP_ROUTES } from "@vocable/domain";
import { NavLink, useLocation } from "react-router";
import { Icon, type IconName } from "#components/ui/icon";
import { cn } from "#lib/cn";
import { useBillingConfig } from "#features/billing/subscriptions/api/use-billing-config";

/** `litUnder`: also lit on every page under this path (a section whose link opens one of its pages). */
const LINKS: Array<{ to: string; label: string; icon: IconName; end: boolean; billing?: true; litUnder?: string }> = [
  { to: APP_ROUTES.textToSpeech, label: "Text to Speech", icon: "speech", end: true },
  { to: APP_ROUTES.textToSpeechHistory, label: "History", icon: "history", end: true },
  // Not `end`: the link stays lit on the conversions' history below it.
  { to: APP_ROUTES.speechToSpeech, label: "Voice changer", icon: "voiceChange", end: false },
  { to: APP_ROUTES.voiceLab, label: "Voices", icon: "mic", end: true },
  { to: APP_ROUTES.voiceLibrary, label: "Voice library", icon: "share", end: true },
  // Not `end`: the link stays lit on the transcripts' history below it.
  { to: APP_ROUTES.speechToText, label: "Speech to Text", icon: "transcript", end: false },
  // Lit on every sound-effect page (generate, history, explore), under /app/sound-effects.
  { to: APP_ROUTES.soundEffectsGenerate, label: "Sound effects", icon: "soundWave", end: false, litUnder: APP_ROUTES.soundEffectsApp },
  // Not `end`: the link stays lit on each dub's page below it.
  { to: APP_ROUTES.dubbingApp, label: "Dubbing", icon: "globe", end: false },
  { to: APP_ROUTES.pronunciationDictionaries, label: "Pronunciation", icon: "book", end: true },
  { to: APP_ROUTES.audioNative, label: "Audio Native", icon: "speech", end: true },
  // Lit on every producer's page under /app/productions (dashboard, unclaimed, active, history, settings).
  { to: APP_ROUTES.productionsDashboard, label: "Productions", icon: "pencil", end: false, litUnder: APP_ROUTES.productions },
  // Not `end`: the link stays lit on the workspace's usage below it.
  { to: APP_ROUTES.usage, label: "Usage", icon: "chart", end: false },
  // Only where plans exist (BILLING_PROVIDER is not none).
  { to: APP_ROUTES.subscription, label: "Subscription", icon: "card", end: true, billing: true },
  { to: APP_ROUTES.apiKeys, label: "API keys", icon: "key", end: true },
  { to: APP_ROUTES.workspaceWebhooks, label: "Webhooks", icon: "webhook", end: true },
  // Not `end`: lit on its sub-pages (API keys, webhooks, service accounts, usage for developers).
  { to: APP_ROUTES.developers, label: "Developers", icon: "server", end: false },
  { to: APP_ROUTES.workspace, label: "Workspace", icon: "users", end: false },
  // `end`: API keys (/app/settings/api-keys) has its own link.
  { to: APP_ROUTES.settings, label: "Settings", icon: "settings", end: true },
];

/** A navigation entry's look, lit when its page is open (the main and the operators' navigation). */
export function navItemClass({ isActive }: { isActive: boolean }): string {
  return cn(
    "flex items-center gap-3 rounded-lg px-3 py-1.5 text-sm font-medium transition-colors",
    isActive
      ? "bg-zinc-100 text-zinc-900 dark:bg-zinc-800 dark:text-white"
      : "text-zinc-600 hover:bg-zinc-100 hover:text-zinc-900 dark:text-zinc-400 dark:hover:bg-zinc-800/60 dark:hover:text-white",
  );
}

/** The app's main navigation. */
export function NavLinks({ onNavigate }: { onNavigate?: () => void }) {
  const billing = useBillingConfig();
  const plansOffered = !!billing.data && billing.data.provider !== "none";
  const { pathname } = useLocation();
  const under = (prefix: string | undefined) => prefix !== undefined && (pathname === prefix || pathname.startsWith(`${prefix}/`));
  return (
    <nav aria-label="Main" className="flex flex-col gap-1">
      {LINKS.filter((link) => !link.billing || plansOffered).map((link) => (
        <NavLink
          key={link.to}
          to={link.to}
          end={link.end}
          onClick={onNavigate}
          className={({ isActive }) => navItemClass({ isActive: isActive || under(link.litUnder) })}
        >
          <Icon name={link.icon} className="h-4.5 w-4.5" />
          {link.label}
        </NavLink>
      ))}
    </nav>
  );
}
