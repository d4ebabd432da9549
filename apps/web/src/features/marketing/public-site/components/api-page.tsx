import { APP_ROUTES } from "@vocable/domain";
import { API_ENDPOINT_GROUPS, apiExamples } from "../content/api-endpoints";
import type { ContentSection } from "../content/content-page";
import { ARTICLE_CLASS } from "./content-page";
import { CodeBlock } from "./code-block";
import { ContentSections } from "./content-sections";
import { PageActions } from "./page-actions";
import { PageIntro } from "./page-intro";
import { PublicFrame } from "./public-frame";

const AFTER_EXAMPLES: readonly ContentSection[] = [
  {
    heading: "Keys and permissions",
    paragraphs: [
      "Create an API key under Settings, API keys, and send it in the xi-api-key header (OpenAI's clients send it as Authorization: Bearer, which works too). A key carries permissions, as ElevenLabs keys do, and may have its own monthly character limit.",
    ],
  },
  {
    heading: "Voice and model ids from other services",
    paragraphs: [
      "ElevenLabs' premade voice ids (Rachel, Adam and the rest) and OpenAI's voice names (alloy, nova…) are accepted and spoken by the closest built-in voice, so copied sample code runs unchanged; they do not sound like the originals. ElevenLabs model ids are served by the closest Vocable model.",
      "Errors have ElevenLabs' shape, {\"detail\": {\"status\": …, \"message\": …}}, and invalid input is answered with a 4xx status that names the problem.",
    ],
  },
];

/** /api: the API in short, with samples for this server's own address and the main calls. */
export function ApiPage() {
  const origin = window.location.origin;
  return (
    <PublicFrame>
      <article className={ARTICLE_CLASS}>
        <PageIntro
          heading="An API your clients already speak"
          lead="Vocable's API takes the requests of ElevenLabs' API and of OpenAI's speech API. Point an existing SDK or tool at this server by changing only its base URL and key."
        />
        <section className="flex flex-col gap-4">
          <h2 className="text-xl font-semibold tracking-tight">Change the base URL</h2>
          {apiExamples(origin).map((example) => (
            <CodeBlock key={example.title} title={example.title} code={example.code} />
          ))}
        </section>
        <ContentSections sections={AFTER_EXAMPLES} />
        {API_ENDPOINT_GROUPS.map((group) => (
          <section key={group.title} className="flex flex-col gap-3">
            <h2 className="text-xl font-semibold tracking-tight">{group.title} calls</h2>
            <dl className="flex flex-col gap-3">
              {group.endpoints.map((endpoint) => (
                <div key={endpoint.call + endpoint.what}>
                  <dt className="font-mono text-sm font-medium break-words">{endpoint.call}</dt>
                  <dd className="text-sm text-zinc-700 dark:text-zinc-300">{endpoint.what}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
        <section className="flex flex-col gap-3">
          <h2 className="text-xl font-semibold tracking-tight">The full reference</h2>
          <p className="leading-relaxed text-zinc-700 dark:text-zinc-300">
            This server describes every call it answers in its API reference at /docs, and as an OpenAPI 3.1 document at /openapi.json.
          </p>
        </section>
        <PageActions
          actions={[
            { label: "API reference", to: "/docs", external: true },
            { label: "Create an API key", to: APP_ROUTES.apiKeys },
            { label: "API pricing", to: APP_ROUTES.apiPricing },
          ]}
        />
      </article>
    </PublicFrame>
  );
}
