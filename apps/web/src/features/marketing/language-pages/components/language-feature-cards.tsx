import type { LanguagePageEntry } from "@vocable/domain";

/** The row's two features, as cards. */
export function LanguageFeatureCards({ entry }: { entry: LanguagePageEntry }) {
  const features = [
    { title: entry.feature1Title, description: entry.feature1Description },
    { title: entry.feature2Title, description: entry.feature2Description },
  ];
  return (
    <ul className="grid gap-4 sm:grid-cols-2" aria-label="Features">
      {features.map((feature) => (
        <li key={feature.title} className="flex flex-col gap-2 rounded-xl border border-zinc-200 p-5 dark:border-zinc-800">
          <h3 className="font-semibold">{feature.title}</h3>
          <p className="text-sm leading-relaxed text-zinc-700 dark:text-zinc-300">{feature.description}</p>
        </li>
      ))}
    </ul>
  );
}
