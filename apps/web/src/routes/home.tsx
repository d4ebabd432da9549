import { APP_ROUTES } from "@vocable/domain";
import { Link } from "react-router";
import { useSession } from "#features/accounts/sign-in/api/use-session";
import { PublicHeader } from "#app/shell/public-header";

const linkButton = "inline-flex h-11 items-center justify-center rounded-lg px-5 text-sm font-medium transition-colors";
const primary = `${linkButton} bg-zinc-900 text-white hover:bg-zinc-700 dark:bg-white dark:text-zinc-900 dark:hover:bg-zinc-200`;
const secondary = `${linkButton} border border-zinc-300 hover:bg-zinc-100 dark:border-zinc-700 dark:hover:bg-zinc-800`;

const FEATURES = [
  { title: "Lifelike speech", text: "Type or paste text, pick a voice and a model, tune speed, stability and style, and listen." },
  { title: "History you own", text: "Every generation is kept: play it again, download it, rate it, or delete it." },
  { title: "ElevenLabs-compatible API", text: "Existing clients and SDKs work by changing the base URL. Create API keys in settings." },
];

/** Public home: what Vocable is, and the way in. */
export default function HomeRoute() {
  const { data: session } = useSession();
  const signedIn = Boolean(session);
  return (
    <div className="flex min-h-dvh flex-col">
      <PublicHeader onHome />
      <main className="flex flex-1 flex-col">
        <section className="mx-auto flex w-full max-w-3xl flex-col items-center gap-6 px-4 pt-16 pb-12 text-center sm:pt-24">
          <p className="rounded-full border border-zinc-300 px-3 py-1 text-xs text-zinc-600 dark:border-zinc-700 dark:text-zinc-400">
            Self-hostable · open source
          </p>
          <h1 className="text-4xl font-semibold tracking-tight text-balance sm:text-5xl">
            Text to speech you can run yourself
          </h1>
          <p className="max-w-xl text-base text-pretty text-zinc-600 sm:text-lg dark:text-zinc-400">
            Vocable turns text into natural-sounding speech with a library of voices, a history of everything you
            generate, and an API that speaks the ElevenLabs shapes.
          </p>
          <div className="flex flex-col gap-3 sm:flex-row">
            {signedIn ? (
              <Link to={APP_ROUTES.textToSpeech} className={primary}>
                Go to the app
              </Link>
            ) : (
              <>
                <Link to={APP_ROUTES.signUp} className={primary}>
                  Sign up free
                </Link>
                <Link to={APP_ROUTES.signIn} className={secondary}>
                  Sign in
                </Link>
              </>
            )}
          </div>
        </section>
        <section aria-label="Features" className="mx-auto grid w-full max-w-5xl gap-4 px-4 pb-20 sm:grid-cols-3">
          {FEATURES.map((f) => (
            <div key={f.title} className="rounded-xl border border-zinc-200 p-5 dark:border-zinc-800">
              <h2 className="font-semibold">{f.title}</h2>
              <p className="mt-2 text-sm text-zinc-600 dark:text-zinc-400">{f.text}</p>
            </div>
          ))}
        </section>
      </main>
      <footer className="border-t border-zinc-200 px-4 py-6 text-center text-xs text-muted-foreground dark:border-zinc-800">
        Vocable · AGPL-3.0-or-later
      </footer>
    </div>
  );
}
