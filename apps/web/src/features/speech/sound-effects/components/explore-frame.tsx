import type { ReactNode } from "react";
import { ExploreTabs } from "./explore-tabs";
import { SoundEffectsTabs } from "./sound-effects-tabs";

/** The frame of the explore pages: the sound-effect tabs, the library's views, then the page's heading and content. */
export function ExploreFrame({ heading, lead, children }: { heading: string; lead: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-1">
        <p className="text-sm font-medium text-muted-foreground">Sound effects</p>
        <h1 className="text-xl font-semibold">{heading}</h1>
        <p className="text-sm text-muted-foreground">{lead}</p>
      </div>
      <SoundEffectsTabs />
      <ExploreTabs />
      {children}
    </div>
  );
}
