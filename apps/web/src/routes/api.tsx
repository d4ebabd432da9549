import { ApiPage } from "#features/marketing/public-site/components/api-page";

/** /api: the ElevenLabs- and OpenAI-compatible API. */
export default function ApiRoute() {
  return <ApiPage />;
}
