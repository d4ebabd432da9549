import type { ContentSection } from "../content/content-page";

/** A public page's sections: each an h2 with its paragraphs and list. */
export function ContentSections({ sections }: { sections: readonly ContentSection[] }) {
  return (
    <>
      {sections.map((section) => (
        <section key={section.heading} className="flex flex-col gap-3">
          <h2 className="text-xl font-semibold tracking-tight">{section.heading}</h2>
          {section.paragraphs?.map((paragraph) => (
            <p key={paragraph} className="leading-relaxed text-zinc-700 dark:text-zinc-300">
              {paragraph}
            </p>
          ))}
          {section.bullets?.length ? (
            <ul className="flex list-disc flex-col gap-2 pl-5 leading-relaxed text-zinc-700 marker:text-zinc-400 dark:text-zinc-300">
              {section.bullets.map((bullet) => (
                <li key={bullet}>{bullet}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </>
  );
}
