import type { ReactNode } from "react";
import type { ContentPageData } from "../content/content-page";
import { ContentSections } from "./content-sections";
import { PageActions } from "./page-actions";
import { PageIntro } from "./page-intro";
import { PublicFrame } from "./public-frame";

/** The column public pages are written in. */
export const ARTICLE_CLASS = "mx-auto flex w-full max-w-3xl flex-col gap-10 px-4 pt-10 pb-16 sm:px-8 sm:pt-16";

/**
 * A public page from its data: the intro, the sections, the actions, in the public frame.
 * `children` come between the sections and the actions (a table, a list of voices...).
 */
export function ContentPage({ page, children }: { page: ContentPageData; children?: ReactNode }) {
  return (
    <PublicFrame>
      <article className={ARTICLE_CLASS}>
        <PageIntro heading={page.heading} lead={page.lead} status={page.status} />
        <ContentSections sections={page.sections} />
        {children}
        {page.actions ? <PageActions actions={page.actions} /> : null}
      </article>
    </PublicFrame>
  );
}
