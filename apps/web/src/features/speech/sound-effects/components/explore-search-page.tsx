import { useSearchParams } from "react-router";
import { searchOf } from "../explore-links";
import { ExploreFrame } from "./explore-frame";
import { LibraryList } from "./library-list";
import { LibrarySearchBox } from "./library-search-box";

/** /app/sound-effects/explore/search?q=: the library's sounds whose title or prompt has the words. */
export function ExploreSearchPage() {
  const [params] = useSearchParams();
  const q = searchOf(params);
  return (
    <ExploreFrame heading={q ? `Sounds matching “${q}”` : "Search the library"} lead="Words of a title or a prompt, in any case.">
      <LibrarySearchBox key={q} initial={q} />
      {q ? (
        <LibraryList filter={{ search: q }} label={`Sounds matching ${q}`} empty={<p>No published sound matches “{q}”.</p>} />
      ) : (
        <p className="text-sm text-muted-foreground">Type a word such as rain, door or engine, then Search.</p>
      )}
    </ExploreFrame>
  );
}
