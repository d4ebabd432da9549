import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { Button } from "#components/ui/button";
import { Icon } from "#components/ui/icon";
import { Input } from "#components/ui/input";
import { exploreSearchHref } from "../explore-links";

/** Search the library by words of a title or prompt: opens the search page with them (`?q=`). */
export function LibrarySearchBox({ initial = "" }: { initial?: string }) {
  const [words, setWords] = useState(initial);
  const navigate = useNavigate();

  function submit(event: FormEvent) {
    event.preventDefault();
    void navigate(exploreSearchHref(words));
  }

  return (
    <form role="search" onSubmit={submit} className="flex gap-2" aria-label="Search the sound-effect library">
      <div className="relative min-w-0 flex-1">
        <Icon name="search" className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-muted-foreground" />
        <Input type="search" aria-label="Search sound effects" placeholder="Search titles and prompts…" value={words} onChange={(e) => setWords(e.target.value)} className="pl-9" data-testid="sfx-search" />
      </div>
      <Button type="submit" variant="secondary">
        Search
      </Button>
    </form>
  );
}
