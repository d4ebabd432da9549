import { StreamInputMessage } from "@vocable/contract";
import { CLOSE_NORMAL } from "./socket-messages";
import { SocketSession, type SocketDeps, type SocketOptions, type SocketPort } from "./socket-session";
import { SpeechContext } from "./speech-context";
import { SocketHistory } from "./use-cases/socket-history";

/**
 * One `stream-input` socket: one stream of text, buffered and spoken chunk by chunk (a sentence's
 * end or the schedule's length); the closing empty text speaks the rest, answers `isFinal` and
 * closes. With logging, the socket's speech is one history item.
 */
export class StreamInputSession extends SocketSession<StreamInputMessage> {
  private context: SpeechContext | null = null;

  constructor(deps: SocketDeps, port: SocketPort, opts: SocketOptions) {
    super(deps, port, opts, StreamInputMessage);
  }

  protected openContexts(): SpeechContext[] {
    return this.context ? [this.context] : [];
  }

  protected async handle(message: StreamInputMessage, first: boolean): Promise<void> {
    if (first) {
      const settings = { voice_settings: message.voice_settings, generation_config: message.generation_config, pronunciation_dictionary_locators: message.pronunciation_dictionary_locators };
      this.context = new SpeechContext(null, settings, SocketHistory.create(this.deps), this.opts.query.auto_mode, this.opts.voiceId);
    } else this.context!.refuseChanged(message);
    const context = this.context!;
    if (message.text === "") {
      // CloseConnection: the rest is spoken, then isFinal, the history item, and the close.
      this.stopIdle();
      this.queue(context, context.take({ flush: true, tryTrigger: false }));
      await this.spoken();
      if (this.ended) return;
      this.port.send({ isFinal: true });
      await this.keepHistory(context);
      this.context = null;
      return this.end(CLOSE_NORMAL);
    }
    context.add(message.text);
    this.queue(context, context.take({ flush: message.flush === true, tryTrigger: message.try_trigger_generation === true }));
  }
}
