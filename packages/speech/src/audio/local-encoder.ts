import { FfmpegPipe } from "./ffmpeg";
import { openMp3Stream } from "./mp3-encoder";
import type { OutputFormat } from "./output-formats";
import { concatBytes, encodeALaw, encodeMuLaw, int16ToBytes } from "./pcm-codecs";
import { WAV_UNKNOWN_SIZE, wavHeader } from "@vocable/domain";
import { Resampler } from "./resampler";

/**
 * Streaming encoder: mono Int16 PCM in (at the input rate it was created
 * with), encoded bytes out. Each `write` returns the bytes that became
 * available; `end` returns the rest. Concatenate all of them.
 */
export interface AudioEncoder {
  write(pcm: Int16Array): Promise<Uint8Array>;
  end(): Promise<Uint8Array>;
  /** Abandons the encoder (client went away): frees the ffmpeg child process or LAME instance, if any. */
  cancel(): void;
}

/** Encodes PCM already at the rate the sink asked for; one instance per stream. Must not keep the arrays it is given. */
interface CodecSink {
  write(pcm: Int16Array): Promise<Uint8Array>;
  end(): Promise<Uint8Array>;
  cancel(): void;
}

function pipeSink(pipe: FfmpegPipe): CodecSink {
  return {
    write: async (pcm) => {
      if (pcm.length > 0) await pipe.write(int16ToBytes(pcm));
      return pipe.take();
    },
    end: () => pipe.finish(),
    cancel: () => pipe.kill(),
  };
}

function rawSink(convert: (pcm: Int16Array) => Uint8Array, header?: Uint8Array): CodecSink {
  let pendingHeader = header;
  const withHeader = (bytes: Uint8Array) => {
    if (!pendingHeader) return bytes;
    const out = concatBytes([pendingHeader, bytes]);
    pendingHeader = undefined;
    return out;
  };
  return {
    write: async (pcm) => withHeader(convert(pcm)),
    end: async () => withHeader(new Uint8Array(0)),
    cancel: () => {},
  };
}

function opusSink(format: OutputFormat): CodecSink {
  const pipe = new FfmpegPipe([
    "-f", "s16le", "-ar", String(format.sampleRate), "-ac", "1", "-i", "pipe:0",
    "-c:a", "libopus", "-b:a", `${format.bitrateKbps ?? 64}k`,
    // Small Ogg pages and packet flushing: listeners get audio while we still synthesize.
    "-page_duration", "20000", "-flush_packets", "1",
    "-f", "ogg", "pipe:1",
  ]);
  return pipeSink(pipe);
}

/** AAC-LC in ADTS frames (streamable, what OpenAI's `aac` is) or FLAC, by the ffmpeg binary. */
function ffmpegSink(format: OutputFormat): CodecSink {
  const codec = format.codec === "aac" ? ["-c:a", "aac", "-b:a", `${format.bitrateKbps ?? 128}k`, "-f", "adts"] : ["-c:a", "flac", "-f", "flac"];
  return pipeSink(new FfmpegPipe(["-f", "s16le", "-ar", String(format.sampleRate), "-ac", "1", "-i", "pipe:0", ...codec, "-flush_packets", "1", "pipe:1"]));
}

/** The sink for `format` and the rate it wants its input at. */
function createSink(
  format: OutputFormat,
  inputSampleRate: number,
  streaming: boolean,
  totalSamples?: number,
): { sink: CodecSink; sinkRate: number } {
  const at = (sink: CodecSink) => ({ sink, sinkRate: format.sampleRate });
  switch (format.codec) {
    case "mp3":
      // LAME resamples internally, so MP3 takes the engine rate: one filter pass, not two.
      return { sink: openMp3Stream(format, inputSampleRate), sinkRate: inputSampleRate };
    case "pcm":
      return at(rawSink(int16ToBytes));
    case "ulaw":
      return at(rawSink(encodeMuLaw));
    case "alaw":
      return at(rawSink(encodeALaw));
    case "wav": {
      const size = streaming || totalSamples === undefined ? WAV_UNKNOWN_SIZE : totalSamples * 2;
      return at(rawSink(int16ToBytes, wavHeader(format.sampleRate, size)));
    }
    case "opus":
      return at(opusSink(format));
    case "aac":
    case "flac":
      return at(ffmpegSink(format));
  }
}

function build(inputSampleRate: number, { sink, sinkRate }: { sink: CodecSink; sinkRate: number }): AudioEncoder {
  // Sinks copy what they are given, so equal rates pass the caller's samples straight through.
  const resampler = sinkRate === inputSampleRate ? undefined : new Resampler(inputSampleRate, sinkRate);
  let ended = false;
  return {
    async write(pcm) {
      if (ended) throw new Error("encoder already ended");
      return sink.write(resampler ? resampler.process(pcm) : pcm);
    },
    async end() {
      if (ended) throw new Error("encoder already ended");
      ended = true;
      const tail = resampler ? await sink.write(resampler.flush()) : new Uint8Array(0);
      return concatBytes([tail, await sink.end()]);
    },
    cancel() {
      ended = true;
      sink.cancel();
    },
  };
}

/**
 * Creates an encoder that runs in the calling thread. The public
 * `createEncoder` runs it inside the codec worker, except for formats that
 * are a plain copy or byte mapping of the input (see `encoder.ts`); call it
 * directly only off the event loop.
 */
export function createLocalEncoder(
  format: OutputFormat,
  inputSampleRate: number,
  opts: { streaming: boolean; totalInputSamples?: number },
): AudioEncoder {
  const outputSamples = opts.totalInputSamples === undefined
    ? undefined
    : Math.round((opts.totalInputSamples * format.sampleRate) / inputSampleRate);
  return build(inputSampleRate, createSink(format, inputSampleRate, opts.streaming, outputSamples));
}
