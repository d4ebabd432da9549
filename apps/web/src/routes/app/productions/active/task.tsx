import { useParams } from "react-router";
import { TaskPage } from "#features/productions/transcription-editor/components/task-page";

/** /app/productions/active/:taskId: the producer's task in the transcription editor. */
export default function ProductionsTaskRoute() {
  const { taskId = "" } = useParams();
  return <TaskPage key={taskId} taskId={taskId} />;
}
