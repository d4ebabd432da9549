import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { soundLibraryQueryOptions, type LibraryFilter } from "./sound-library-query";

/** The public library, newest first, searched or of one category; the previous list stays while a new one loads. */
export function useSoundLibrary(filter: LibraryFilter, enabled = true) {
  return useInfiniteQuery({ ...soundLibraryQueryOptions(filter), placeholderData: keepPreviousData, enabled });
}
