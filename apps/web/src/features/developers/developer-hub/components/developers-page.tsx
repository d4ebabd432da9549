import { APP_ROUTES } from "@vocable/domain";
import { Link } from "react-router";
import { Icon, type IconName } from "#components/ui/icon";

const TOOLS: { to: string; label: string; text: string; icon: IconName; external?: true }[] = [
  { to: APP_ROUTES.developersApiKeys, label: "API keys", text: "Keys for the ElevenLabs- and OpenAI-compatible API, with permissions and limits.", icon: "key" },
  { to: APP_ROUTES.developersWebhooks, label: "Webhooks", text: "Signed calls to your server when generations, transcripts and voices change.", icon: "webhook" },
  { to: APP_ROUTES.developersServiceAccounts, label: "Service accounts", text: "Keys that act for the workspace rather than for a person.", icon: "users" },
  { to: APP_ROUTES.developersUsage, label: "API usage", text: "Characters used over time, by API key.", icon: "chart" },
  { to: "/docs", label: "API reference", text: "Every call of this server, from its OpenAPI document.", icon: "book", external: true },
];

/** /app/developers: one place for what a developer of the API needs. */
export function DevelopersPage() {
  const base = window.location.origin;
  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="text-2xl font-semibold">Developers</h1>
        <p className="text-sm text-muted-foreground">
          Existing ElevenLabs and OpenAI clients work against this server by changing their base URL to <code className="rounded bg-zinc-100 px-1 dark:bg-zinc-800">{base}</code>.
        </p>
      </header>
      <ul className="grid gap-3 sm:grid-cols-2">
        {TOOLS.map((tool) => {
          const body = (
            <>
              <Icon name={tool.icon} className="mt-0.5 h-5 w-5" />
              <span>
                <span className="block font-medium">{tool.label}</span>
                <span className="block text-sm text-zinc-600 dark:text-zinc-400">{tool.text}</span>
              </span>
            </>
          );
          const className = "flex h-full items-start gap-3 rounded-xl border border-zinc-200 p-4 hover:bg-zinc-50 dark:border-zinc-800 dark:hover:bg-zinc-900";
          return (
            <li key={tool.to}>
              {tool.external ? (
                <a href={tool.to} className={className}>
                  {body}
                </a>
              ) : (
                <Link to={tool.to} className={className}>
                  {body}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
