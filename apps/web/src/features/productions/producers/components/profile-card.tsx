import { formatCalendarDate } from "@vocable/domain";
import { languageName } from "#features/productions/tasks/task-view";
import { accuracyText, qualificationLabel } from "../producer-view";

export interface ProducerProfile {
  handle: string;
  name: string;
  languages: string[];
  qualifications: string[];
  tasks_done: number;
  accuracy: number | null;
  in_probation: boolean;
  producer_since_unix: number;
}

/** A producer's public profile: who, which languages and qualifications, the work done and its accuracy, probation, since when. */
export function ProfileCard({ profile, headingLevel = 2 }: { profile: ProducerProfile; headingLevel?: 1 | 2 }) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <article className="flex flex-col gap-4 rounded-xl border border-zinc-200 p-5 dark:border-zinc-800" data-testid="producer-profile" data-handle={profile.handle}>
      <div className="flex flex-col gap-0.5">
        <Heading className={headingLevel === 1 ? "text-xl font-semibold" : "text-base font-semibold"}>{profile.name}</Heading>
        <p className="text-sm text-muted-foreground">@{profile.handle}</p>
      </div>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="text-muted-foreground">Languages</dt>
        <dd>{profile.languages.length ? profile.languages.map(languageName).join(", ") : "None yet"}</dd>
        <dt className="text-muted-foreground">Qualifications</dt>
        <dd>{profile.qualifications.length ? profile.qualifications.map(qualificationLabel).join(", ") : "None yet"}</dd>
        <dt className="text-muted-foreground">Tasks done</dt>
        <dd className="tabular-nums" data-testid="producer-profile-tasks">
          {profile.tasks_done}
        </dd>
        <dt className="text-muted-foreground">Accuracy</dt>
        <dd data-testid="producer-profile-accuracy">{accuracyText(profile.accuracy)}</dd>
        <dt className="text-muted-foreground">In probation</dt>
        <dd>{profile.in_probation ? "Yes: new producers start in probation" : "No"}</dd>
        <dt className="text-muted-foreground">Producer since</dt>
        <dd>{formatCalendarDate(profile.producer_since_unix)}</dd>
      </dl>
    </article>
  );
}
