import type { ReactNode } from "react";
import { cn } from "#lib/cn";

interface DubPanelHeaderProps {
  title: ReactNode;
  /** The page's title (h1) or a panel's (h2). */
  level?: 1 | 2;
  /** The heading's id, for the panel's `aria-labelledby`. */
  id?: string;
  titleTestId?: string;
  /** Beside the title (a status badge). */
  badge?: ReactNode;
  /** Under the title (facts, a hint). */
  children?: ReactNode;
  /** On the right (Delete, Re-dub…). */
  actions?: ReactNode;
}

/** The header of the dub's page and of its panels: the title with a badge and what is said under it, the actions on the right. */
export function DubPanelHeader({ title, level = 2, id, titleTestId, badge, children, actions }: DubPanelHeaderProps) {
  const Heading = level === 1 ? "h1" : "h2";
  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      <div className="flex min-w-0 flex-1 basis-72 flex-col gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <Heading id={id} className={cn("font-semibold", level === 1 ? "text-xl break-all" : "text-base")} data-testid={titleTestId}>
            {title}
          </Heading>
          {badge}
        </div>
        {children}
      </div>
      {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
    </div>
  );
}
