import type { ReactNode } from "react";
import { PublicFrame } from "#features/marketing/public-site/components/public-frame";

/** The frame of the public billing pages (/pricing, /contact-sales): the public header and footer around the page. */
export function PublicPage({ children }: { children: ReactNode }) {
  return <PublicFrame className="mx-auto w-full max-w-7xl gap-6 px-4 pt-8 pb-16 sm:px-8">{children}</PublicFrame>;
}
