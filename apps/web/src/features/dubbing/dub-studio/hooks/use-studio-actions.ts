import type { DubbingMetadata } from "@vocable/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef } from "react";
import { queryKeys } from "#lib/query-keys";
import { dubLanguageName } from "#features/dubbing/dubs/dub-languages";
import { dubResourceKey } from "../api/dub-resource-key";
import { addDubLanguage, redubDubSegments, renderDubLanguage, updateDubSpeaker } from "../api/dub-resource-calls";
import { waitForRender } from "../api/wait-for-render";
import { linesText, renderedText, renderingText, speakingText } from "../studio-texts";
import { ownRenderType, type SpeakerView } from "../studio-view";
import { useStudioTask, type TaskStep } from "./use-studio-task";

/**
 * The studio's actions that change what is heard, each a task with its stages: re-dub lines (POST
 * …/dub, then a render of the dub's own kind, followed until it is done, then the player loads
 * the new file), change a speaker's voice (then re-dub their lines), add a language (then translate
 * and speak its lines, and render it). `onRendered` is told when a language's dubbed file is new.
 */
export function useStudioActions(dub: DubbingMetadata, onRendered: (language: string, renderId: string) => void) {
  const queryClient = useQueryClient();
  const task = useStudioTask();
  const rendered = useRef(onRendered);
  useEffect(() => {
    rendered.current = onRendered;
  }, [onRendered]);
  const id = dub.dubbing_id;
  const renderType = ownRenderType(dub);
  const { run } = task;

  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey: dubResourceKey(id) }), [queryClient, id]);

  const render = useCallback(
    async (step: TaskStep, language: string) => {
      step.stage(renderingText(renderType), renderType === "mp4" ? "The video could not be rendered" : "The audio could not be rendered");
      const { render_id } = await renderDubLanguage(id, language, renderType, step.signal);
      await waitForRender(id, render_id, step.signal, (resource) => queryClient.setQueryData(dubResourceKey(id), resource));
      rendered.current(language, render_id);
      return renderedText(renderType, dubLanguageName(language));
    },
    [id, renderType, queryClient],
  );

  const speak = useCallback(
    async (step: TaskStep, segments: string[], count: number, language: string) => {
      step.stage(speakingText(count), count === 1 ? "The line could not be spoken" : "The lines could not be spoken");
      await redubDubSegments(id, segments, [language], step.signal);
      await refresh();
    },
    [id, refresh],
  );

  /** Speaks these segments again in the language (every changed line when `segments` is empty; `count` says how many) and renders it. */
  const redub = useCallback(
    (key: string, segments: string[], count: number, language: string) =>
      run(key, async (step) => {
        // Nothing changed: the language is only rendered (its file is missing or failed).
        if (segments.length > 0 || count > 0) await speak(step, segments, count, language);
        return render(step, language);
      }),
    [run, speak, render],
  );

  /** Gives the speaker this voice in the language, then re-dubs their lines there and renders it. */
  const changeVoice = useCallback(
    (speaker: SpeakerView, voiceId: string, language: string) =>
      run(`voice:${speaker.id}`, async (step) => {
        step.stage(`Changing the voice of ${speaker.name}…`, "The voice could not be changed");
        await updateDubSpeaker(id, speaker.id, { voice_id: voiceId, languages: [language] }, step.signal);
        await refresh();
        const segments = speaker.segments.map((s) => s.id);
        if (segments.length > 0) await speak(step, segments, segments.length, language);
        return render(step, language);
      }),
    [run, id, refresh, speak, render],
  );

  /** Adds the language (charged), translates and speaks its lines, renders it; `onReady` once it can be played. */
  const addLanguage = useCallback(
    (language: string, lineCount: number, onReady: (language: string) => void) =>
      run("add-language", async (step) => {
        const name = dubLanguageName(language);
        step.stage(`Adding ${name}…`, `${name} could not be added`);
        await addDubLanguage(id, language, step.signal);
        // The dub's languages and the characters left changed.
        void queryClient.invalidateQueries({ queryKey: queryKeys.dub(id) });
        void queryClient.invalidateQueries({ queryKey: queryKeys.user });
        step.stage(`Translating and speaking the ${name} lines (${linesText(lineCount)})…`, `The ${name} lines could not be made`);
        await redubDubSegments(id, [], [language], step.signal);
        await refresh();
        const done = await render(step, language);
        onReady(language);
        return done;
      }),
    [run, id, queryClient, refresh, render],
  );

  return { task, renderType, redub, changeVoice, addLanguage };
}

export type StudioActions = ReturnType<typeof useStudioActions>;
