import { APP_ROUTES } from "@vocable/domain";
import { SectionTabs } from "#components/ui/section-tabs";

const TABS = [
  { to: APP_ROUTES.voiceLab, label: "My voices" },
  { to: APP_ROUTES.defaultVoices, label: "Default voices" },
  { to: APP_ROUTES.voiceLibrary, label: "Voice library" },
  { to: APP_ROUTES.workspaceVoices, label: "Workspace voices" },
  { to: APP_ROUTES.voiceLabCollections, label: "Collections" },
];

/** The voice pages' sections. */
export function VoicesTabs() {
  return <SectionTabs label="Voices" tabs={TABS} />;
}
