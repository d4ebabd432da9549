import type { components } from "#lib/api-schema";

type Schemas = components["schemas"];

/** The producer's task with its working transcript (GET …/tasks/{task_id}). */
export type EditorTask = Schemas["ProductionTask"];
export type EditorSegment = Schemas["ProductionSegment"];
export type TaskState = EditorTask["state"];
export type TaskKind = EditorTask["kind"];
export type FeedbackList = Schemas["ProductionFeedbackList"];
export type FeedbackItem = FeedbackList["feedback"][number];
export type TranscriptionDiff = Schemas["ProductionTranscriptionDiff"];
export type TaskPeaks = Schemas["ProductionTaskPeaks"];
export type Translations = Schemas["TranslatedProductionSegments"];
