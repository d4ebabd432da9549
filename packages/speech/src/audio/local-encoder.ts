import { Mp3Encoder } from "@breezystack/lamejs";
import { FfmpegPipe } from "./ffmpeg";
import type { OutputFormat } from "./output-formats";
import {
  concatBytes,
  encodeALaw,
  encodeMuLaw,
  int16ToBytes,
  WAV_UNKNOWN_SIZE,
  wavHeader,
} from "./pcm-codecs";
import { Resampler } from "./resampler";

/**
 * Streaming encoder: mono Int16 PCM in (at the input rate it was created
 * with), encoded bytes out. Each `write` returns the bytes that became
 * available; `end` returns the rest. Concatenate all of them.
 */
export interface AudioEncoder {
  write(pcm: Int16Array): Promise<Uint8Array>;
  end(): Promise<Uint8Array>;
  /** Abandons the encoder (client went away): frees the ffmpeg child process, if any. */
  cancel(): void;
}

/** Encodes already-resampled PCM; one instance per stream. */
interface CodecSink {
  write(pcm: Int16Array): Promise<Uint8Array>;
  end(): Promise<Uint8Array>;
  cancel(): void;
}

/** lamejs hands out Int8Array views despite its typings; normalise to Uint8Array. */
function asBytes(data: ArrayLike<number> & { buffer: ArrayBufferLike; byteOffset: number; length: number }): Uint8Array {
  return new Uint8Array(data.buffer, data.byteOffset, data.length).slice();
}

/**
 * At very low bitrate per sample rate LAME picks a lower output rate on its
 * own (mp3_44100_32 comes out at 22.05 kHz) and lamejs does not expose
 * `out_samplerate`; ffmpeg's libmp3lame lets us pin it.
 */
const LAME_WOULD_DOWNSAMPLE = new Set(["mp3_44100_32"]);

function ffmpegMp3Sink(format: OutputFormat): CodecSink {
  const pipe = new FfmpegPipe([
    "-f", "s16le", "-ar", String(format.sampleRate), "-ac", "1", "-i", "pipe:0",
    "-c:a", "libmp3lame", "-b:a", `${format.bitrateKbps}k`, "-ar", String(format.sampleRate),
    "-write_xing", "0", "-id3v2_version", "0", "-flush_packets", "1", "-f", "mp3", "pipe:1",
  ]);
  return pipeSink(pipe);
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

function mp3Sink(format: OutputFormat): CodecSink {
  if (LAME_WOULD_DOWNSAMPLE.has(format.id)) return ffmpegMp3Sink(format);
  // lamejs snaps non-standard bitrates (mp3_48000_240) to the nearest legal MPEG-1 one (224 kbps).
  const lame = new Mp3Encoder(1, format.sampleRate, format.bitrateKbps ?? 128);
  return {
    // Frames come out as soon as lame has 1152 samples (+ its look-ahead), so a stream starts early.
    write: async (pcm) => (pcm.length === 0 ? new Uint8Array(0) : asBytes(lame.encodeBuffer(pcm))),
    end: async () => asBytes(lame.flush()),
    cancel: () => {},
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

function createSink(format: OutputFormat, streaming: boolean, totalSamples?: number): CodecSink {
  switch (format.codec) {
    case "mp3":
      return mp3Sink(format);
    case "pcm":
      return rawSink(int16ToBytes);
    case "ulaw":
      return rawSink(encodeMuLaw);
    case "alaw":
      return rawSink(encodeALaw);
    case "wav": {
      const size = streaming || totalSamples === undefined ? WAV_UNKNOWN_SIZE : totalSamples * 2;
      return rawSink(int16ToBytes, wavHeader(format.sampleRate, size));
    }
    case "opus":
      return opusSink(format);
  }
}

function build(format: OutputFormat, inputSampleRate: number, sink: CodecSink): AudioEncoder {
  const resampler = new Resampler(inputSampleRate, format.sampleRate);
  let ended = false;
  return {
    async write(pcm) {
      if (ended) throw new Error("encoder already ended");
      return sink.write(resampler.process(pcm));
    },
    async end() {
      if (ended) throw new Error("encoder already ended");
      ended = true;
      const tail = await sink.write(resampler.flush());
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
 * `createEncoder` runs this inside the codec worker; call it directly only
 * off the event loop.
 */
export function createLocalEncoder(
  format: OutputFormat,
  inputSampleRate: number,
  opts: { streaming: boolean; totalInputSamples?: number },
): AudioEncoder {
  const outputSamples = opts.totalInputSamples === undefined
    ? undefined
    : Math.round((opts.totalInputSamples * format.sampleRate) / inputSampleRate);
  return build(format, inputSampleRate, createSink(format, opts.streaming, outputSamples));
}
