/** A dialogue's lines as "Voice name: text", one per line (a history item's text). */
export function DialogueTranscript({ lines }: { lines: readonly { text: string; voice_name: string }[] }) {
  return (
    <ul aria-label="Dialogue" data-testid="history-dialogue" className="flex flex-col gap-0.5 text-sm">
      {lines.map((line, index) => (
        <li key={index} data-testid="history-dialogue-line" className="line-clamp-2 break-words">
          <span className="font-medium">{line.voice_name}:</span> {line.text}
        </li>
      ))}
    </ul>
  );
}
