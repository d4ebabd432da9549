import { APP_ROUTES } from "@vocable/domain";
import { Link } from "react-router";
import { useSoundLibrary } from "../api/use-sound-library";
import { CategoryChips } from "./category-chips";
import { ExploreFrame } from "./explore-frame";
import { LibraryList } from "./library-list";
import { LibrarySearchBox } from "./library-search-box";

/** /app/sound-effects/explore: the public library, newest first, with its categories and a search box. */
export function ExplorePage() {
  const newest = useSoundLibrary({});
  const counts = newest.data?.pages[0]?.categories ?? [];
  return (
    <ExploreFrame heading="Explore the library" lead="Sounds people on this server published: play, download, or open a sound's public page to share it.">
      <LibrarySearchBox />
      <CategoryChips counts={counts} />
      <LibraryList
        filter={{}}
        label="Newest sound effects"
        empty={
          <p>
            Nothing published yet.{" "}
            <Link to={APP_ROUTES.soundEffectsGenerate} className="font-medium text-zinc-900 underline dark:text-zinc-100">
              Generate a sound
            </Link>{" "}
            and publish it.
          </p>
        }
      />
    </ExploreFrame>
  );
}
