import { APP_ROUTES } from "@vocable/domain";
import { NavLink } from "react-router";
import { cn } from "../../../lib/cn";

const TABS = [
  { to: APP_ROUTES.voiceLab, label: "My voices" },
  { to: APP_ROUTES.defaultVoices, label: "Default voices" },
  { to: APP_ROUTES.voiceLibrary, label: "Voice library" },
  { to: APP_ROUTES.workspaceVoices, label: "Workspace voices" },
  { to: APP_ROUTES.voiceLabCollections, label: "Collections" },
];

/** The voice pages' sections. */
export function VoicesTabs() {
  return (
    <nav aria-label="Voices" className="flex flex-wrap gap-x-1 border-b border-zinc-200 dark:border-zinc-800">
      {TABS.map((tab) => (
        <NavLink
          key={tab.to}
          to={tab.to}
          end
          className={({ isActive }) =>
            cn(
              "-mb-px shrink-0 border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap",
              isActive ? "border-zinc-900 text-zinc-900 dark:border-zinc-100 dark:text-white" : "border-transparent text-zinc-500 hover:text-zinc-900 dark:hover:text-white",
            )
          }
        >
          {tab.label}
        </NavLink>
      ))}
    </nav>
  );
}
