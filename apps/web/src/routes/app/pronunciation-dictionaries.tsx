import { DictionariesPage } from "#features/speech/pronunciation-dictionaries/components/dictionaries-page";

/** /app/pronunciation-dictionaries */
export default function PronunciationDictionariesRoute() {
  return <DictionariesPage />;
}
