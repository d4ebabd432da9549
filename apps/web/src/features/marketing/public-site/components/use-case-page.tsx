import { APP_ROUTES, findMarketingPage, findUseCase } from "@vocable/domain";
import { Link } from "react-router";
import { ContentSections } from "./content-sections";
import { ARTICLE_CLASS } from "./content-page";
import { NotFoundContent } from "./not-found-content";
import { PageActions } from "./page-actions";
import { PageIntro } from "./page-intro";
import { PublicFrame } from "./public-frame";

/** /use-cases/{name}: one row of the domain's use-case table; a name not in it is Not Found (the server answers it with 404). */
export function UseCasePage({ slug }: { slug: string }) {
  const useCase = findUseCase(slug);
  if (!useCase) {
    return (
      <PublicFrame>
        <NotFoundContent />
      </PublicFrame>
    );
  }
  return (
    <PublicFrame>
      <article className={ARTICLE_CLASS}>
        <PageIntro heading={useCase.name} lead={useCase.lead} />
        <ContentSections
          sections={[
            { heading: "What Vocable does for it today", bullets: useCase.today },
            { heading: "What it does not do yet", bullets: useCase.limits },
          ]}
        />
        <section className="flex flex-col gap-3">
          <h2 className="text-xl font-semibold tracking-tight">Read more</h2>
          <ul className="flex flex-col gap-2">
            {useCase.related.map((path) => (
              <li key={path}>
                <Link to={path} className="font-medium underline">
                  {findMarketingPage(path)?.title.replace(/ · Vocable$/, "") ?? path}
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <PageActions actions={[{ label: "Get started free", to: APP_ROUTES.signUp }]} />
      </article>
    </PublicFrame>
  );
}
