import { MultiStreamInputMessage } from "@vocable/contract";
import { CLOSE_NORMAL, SocketFailure } from "./socket-messages";
import { SocketSession, type SocketDeps, type SocketOptions, type SocketPort } from "./socket-session";
import { SpeechContext } from "./speech-context";
import { SocketHistory } from "./use-cases/socket-history";

/** Contexts open at once on one socket (ElevenLabs' limit). */
export const MAX_CONTEXTS = 5;
/** The context of messages that name none. */
export const DEFAULT_CONTEXT_ID = "default";

/**
 * One `multi-stream-input` socket: independent contexts (`context_id`), each with its own buffer,
 * settings and history item, spoken one chunk at a time across the socket; answers carry their
 * `contextId`. The empty text keeps a context alive; `flush` speaks its buffer; `close_context`
 * speaks the rest and answers its `isFinal`; `close_socket` does so for every context, then closes.
 */
export class MultiStreamSession extends SocketSession<MultiStreamInputMessage> {
  private readonly contexts = new Map<string, SpeechContext>();

  constructor(deps: SocketDeps, port: SocketPort, opts: SocketOptions) {
    super(deps, port, opts, MultiStreamInputMessage);
  }

  protected openContexts(): SpeechContext[] {
    return [...this.contexts.values()];
  }

  protected async handle(message: MultiStreamInputMessage): Promise<void> {
    if (message.close_socket) {
      this.stopIdle();
      await this.closeContexts([...this.contexts.values()]);
      return this.end(CLOSE_NORMAL);
    }
    const id = message.context_id ?? DEFAULT_CONTEXT_ID;
    const open = this.contexts.get(id);
    if (message.close_context) {
      if (!open) throw new SocketFailure("invalid_message", `close_context: no context "${id}" is open.`);
      return this.closeContexts([open]);
    }
    const context = open ?? this.openContext(id, message);
    if (open) open.refuseChanged(message);
    const flush = message.flush === true;
    if (message.text) context.add(message.text);
    this.queue(context, context.take({ flush, tryTrigger: message.try_trigger_generation === true }));
  }

  private openContext(id: string, message: MultiStreamInputMessage): SpeechContext {
    if (this.contexts.size >= MAX_CONTEXTS) {
      throw new SocketFailure("invalid_message", `At most ${MAX_CONTEXTS} contexts are open at once on a socket: close one (close_context) before opening "${id}".`);
    }
    const settings = { voice_settings: message.voice_settings, generation_config: message.generation_config, pronunciation_dictionary_locators: message.pronunciation_dictionary_locators };
    const context = new SpeechContext(id, settings, SocketHistory.create(this.deps), this.opts.query.auto_mode, this.opts.voiceId);
    this.contexts.set(id, context);
    return context;
  }

  /** Speaks the contexts' rest, then answers each one's isFinal and keeps its history item. */
  private async closeContexts(contexts: SpeechContext[]): Promise<void> {
    for (const context of contexts) this.queue(context, context.take({ flush: true, tryTrigger: false }));
    await this.spoken();
    for (const context of contexts) {
      if (this.ended) return;
      this.contexts.delete(context.id!);
      this.port.send({ isFinal: true, contextId: context.id });
      await this.keepHistory(context);
    }
  }
}
