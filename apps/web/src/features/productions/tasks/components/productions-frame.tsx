import type { ReactNode } from "react";
import { ProductionsTabs } from "./productions-tabs";

interface ProductionsFrameProps {
  title: string;
  description: ReactNode;
  /** Buttons beside the title. */
  actions?: ReactNode;
  children: ReactNode;
}

/** A productions page: its title, what it is for, the productions tabs, then the page. */
export function ProductionsFrame({ title, description, actions, children }: ProductionsFrameProps) {
  return (
    <div className="flex max-w-4xl flex-col gap-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h1 className="text-xl font-semibold">{title}</h1>
          <p className="text-sm text-muted-foreground">{description}</p>
        </div>
        {actions}
      </div>
      <ProductionsTabs />
      {children}
    </div>
  );
}
