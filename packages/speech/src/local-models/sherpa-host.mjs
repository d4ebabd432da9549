// The child process that loads one local model with sherpa-onnx-node and runs it for its parent
// (see host-process.ts). Plain JavaScript, so it starts with plain `node` from the sources and from
// the compiled server alike. sherpa-onnx aborts the whole process on a damaged model or an ONNX
// Runtime error; here that ends only this process, and the parent reports it.
//
// Messages in (IPC, advanced serialization):
//   { type: "load", sherpaPath, api, config }         construct the model
//   { type: "synthesize", id, texts, sid, speed }     one "audio" message per text, then "done"
//   { type: "cancel", id }                            stop a synthesis before its next text
//   { type: "recognize", id, samples }                16 kHz float samples, answers "recognized"
//   { type: "probe", id, text, sid }                  a little real work, answers "probed"
// Messages out: loaded, audio, done, recognized, probed, failed (a JavaScript error, with id).
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
/** @type {any} */
let model = null;
/** @type {string} */
let api = "";
/** The synthesis in progress, and whether it was cancelled. */
let activeJob = null;
let cancelled = false;

/** @param {Float32Array} floats */
function toInt16(floats) {
  const out = new Int16Array(floats.length);
  for (let i = 0; i < floats.length; i++) {
    const v = Math.max(-1, Math.min(1, floats[i]));
    out[i] = Math.round(v * 32767);
  }
  return out;
}

const seconds = (since) => (performance.now() - since) / 1000;
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

function load(message) {
  const sherpa = require(message.sherpaPath);
  const started = performance.now();
  api = message.api;
  if (api === "tts") model = new sherpa.OfflineTts(message.config);
  else if (api === "recognizer") model = new sherpa.OfflineRecognizer(message.config);
  else if (api === "vad") model = new sherpa.Vad(message.config, 60);
  else if (api === "speaker-embedding") model = new sherpa.SpeakerEmbeddingExtractor(message.config);
  else throw new Error(`unknown api ${api}`);
  process.send({
    type: "loaded",
    loadSeconds: seconds(started),
    sampleRate: api === "tts" ? model.sampleRate : 16000,
    numSpeakers: api === "tts" ? model.numSpeakers : 0,
  });
}

async function synthesize(message) {
  activeJob = message.id;
  cancelled = false;
  for (let index = 0; index < message.texts.length; index++) {
    if (cancelled) break;
    const started = performance.now();
    const audio = model.generate({ text: message.texts[index], sid: message.sid, speed: message.speed, enableExternalBuffer: false });
    process.send({ type: "audio", id: message.id, index, samples: toInt16(audio.samples), sampleRate: audio.sampleRate, seconds: seconds(started) });
    await nextTurn(); // lets a cancel in
  }
  activeJob = null;
  process.send({ type: "done", id: message.id });
}

function recognize(samples) {
  const stream = model.createStream();
  stream.acceptWaveform({ samples, sampleRate: 16000 });
  model.decode(stream);
  return model.getResult(stream);
}

function probe(message) {
  const started = performance.now();
  const second = new Float32Array(16000);
  for (let i = 0; i < second.length; i++) second[i] = 0.01 * Math.sin(i / 7);
  let audioSeconds = 1;
  if (api === "tts") {
    const audio = model.generate({ text: message.text, sid: message.sid, speed: 1, enableExternalBuffer: false });
    audioSeconds = audio.samples.length / audio.sampleRate;
    if (audio.samples.length === 0) throw new Error(`it produced no audio for the sample text "${message.text}"`);
  } else if (api === "recognizer") {
    recognize(second);
  } else if (api === "vad") {
    for (let at = 0; at < second.length; at += 512) model.acceptWaveform(second.subarray(at, at + 512));
  } else {
    const stream = model.createStream();
    stream.acceptWaveform({ samples: second, sampleRate: 16000 });
    stream.inputFinished();
    model.compute(stream);
  }
  process.send({ type: "probed", id: message.id, workSeconds: seconds(started), audioSeconds });
}

process.on("message", (message) => {
  void (async () => {
    try {
      if (message.type === "load") load(message);
      else if (message.type === "synthesize") await synthesize(message);
      else if (message.type === "cancel") cancelled ||= message.id === activeJob;
      else if (message.type === "recognize") {
        const result = recognize(message.samples);
        process.send({ type: "recognized", id: message.id, result: { text: result.text, tokens: result.tokens, timestamps: result.timestamps } });
      } else if (message.type === "probe") probe(message);
    } catch (err) {
      process.send({ type: "failed", id: message.id ?? null, message: err instanceof Error ? err.message : String(err) });
    }
  })();
});
// The parent went away: nothing left to do.
process.on("disconnect", () => process.exit(0));
