import { APP_ROUTES } from "@vocable/domain";
import { SectionTabs } from "#components/ui/section-tabs";

const TABS = [
  { to: APP_ROUTES.soundEffectsGenerate, label: "Generate" },
  { to: APP_ROUTES.soundEffectsHistory, label: "History" },
  { to: APP_ROUTES.soundEffectsExplore, label: "Explore" },
] as const;

/** The sound-effect pages under their title: Generate, History, Explore. */
export function SoundEffectsTabs() {
  return <SectionTabs label="Sound effects" tabs={TABS} />;
}
