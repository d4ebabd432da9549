import { APP_ROUTES } from "@vocable/domain";
import { Link } from "react-router";
import { useSession } from "#features/accounts/sign-in/api/use-session";
import { PublicFrame } from "./public-frame";
import { UseCaseList } from "./use-case-list";

const linkButton = "inline-flex h-11 items-center justify-center rounded-lg px-5 text-sm font-medium transition-colors";
const primary = `${linkButton} bg-zinc-900 text-white hover:bg-zinc-700 dark:bg-white dark:text-zinc-900 dark:hover:bg-zinc-200`;
const secondary = `${linkButton} border border-zinc-300 hover:bg-zinc-100 dark:border-zinc-700 dark:hover:bg-zinc-800`;

/** The products on the home page: what works today, each linked to its page. */
const PRODUCTS = [
  { title: "Text to speech", to: APP_ROUTES.textToSpeechOverview, text: "Type or paste text, pick a voice and a model, and listen while the rest is generated." },
  { title: "Voice cloning", to: APP_ROUTES.voiceCloning, text: "Instant and professional cloning with consent checks, and voice design from a description." },
  { title: "Voice library", to: APP_ROUTES.voiceLibraryOverview, text: "Share voices with everyone on your server and find similar voices by how they sound." },
  { title: "Text reader", to: APP_ROUTES.textReader, text: "Long texts read aloud, and audio players for your articles." },
  { title: "Voice isolator", to: APP_ROUTES.voiceIsolator, text: "Steady background noise taken out of recorded speech." },
  { title: "Voice changer", to: APP_ROUTES.voiceChanger, text: "Your recorded words spoken again in another voice, at your timing (the built-in engine is an approximation)." },
  { title: "Sound effects", to: APP_ROUTES.soundEffects, text: "Describe a sound and choose from four variations, made by a procedural engine; a public library to share them." },
  { title: "Dubbing", to: APP_ROUTES.dubbing, text: "A video or audio file spoken again in another language by voices close to its speakers', with subtitles." },
  { title: "ElevenLabs- and OpenAI-compatible API", to: APP_ROUTES.apiOverview, text: "Existing clients and SDKs work by changing the base URL." },
];

/** Planned, linked so visitors can read what is and is not there. */
const PLANNED = [{ label: "Studio", to: APP_ROUTES.studio }];

/** Public home: what Vocable is, its products and use cases, pricing, and the way in. */
export function HomePage() {
  const { data: session } = useSession();
  return (
    <PublicFrame onHome>
      <section className="mx-auto flex w-full max-w-3xl flex-col items-center gap-6 px-4 pt-16 pb-12 text-center sm:pt-24">
        <p className="rounded-full border border-zinc-300 px-3 py-1 text-xs text-zinc-700 dark:border-zinc-700 dark:text-zinc-300">Self-hostable · open source</p>
        <h1 className="text-4xl font-semibold tracking-tight text-balance sm:text-5xl">Text to speech you can run yourself</h1>
        <p className="max-w-xl text-base text-pretty text-zinc-700 sm:text-lg dark:text-zinc-300">
          Vocable turns text into speech with a library of voices, a history of everything you generate, and an API that speaks the ElevenLabs and OpenAI
          shapes.
        </p>
        <div className="flex flex-col gap-3 sm:flex-row">
          {session ? (
            <Link to={APP_ROUTES.appHome} className={primary}>
              Go to the app
            </Link>
          ) : (
            <Link to={APP_ROUTES.signUp} className={primary}>
              Sign up free
            </Link>
          )}
          <Link to={APP_ROUTES.pricing} className={secondary}>
            See pricing
          </Link>
        </div>
      </section>
      <section aria-labelledby="home-products" className="mx-auto w-full max-w-5xl px-4 pb-16">
        <h2 id="home-products" className="mb-4 text-2xl font-semibold tracking-tight">
          What it does
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {PRODUCTS.map((product) => (
            <li key={product.to} className="rounded-xl border border-zinc-200 p-5 dark:border-zinc-800">
              <h3 className="font-semibold">
                <Link to={product.to} className="hover:underline">
                  {product.title}
                </Link>
              </h3>
              <p className="mt-2 text-sm text-zinc-700 dark:text-zinc-300">{product.text}</p>
            </li>
          ))}
        </ul>
        <p className="mt-4 text-sm text-zinc-700 dark:text-zinc-300">
          Planned, not available yet:{" "}
          {PLANNED.map((item, i) => (
            <span key={item.to}>
              {i > 0 ? ", " : null}
              <Link to={item.to} className="underline">
                {item.label}
              </Link>
            </span>
          ))}
          .
        </p>
      </section>
      <section aria-labelledby="home-use-cases" className="mx-auto w-full max-w-5xl px-4 pb-20">
        <h2 id="home-use-cases" className="mb-4 text-2xl font-semibold tracking-tight">
          Use cases
        </h2>
        <UseCaseList className="lg:grid-cols-4" />
      </section>
    </PublicFrame>
  );
}
