import { createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import busboy from "busboy";
import { AppError, ValidationError } from "../errors";

/** An uploaded file, written to a private temporary directory as it arrived. */
export interface UploadedFile {
  /** The form field it came in. */
  field: string;
  path: string;
  /** The name the client gave it (only shown, never used as a path). */
  name: string;
  size: number;
}

/** A read multipart form: its text fields and its files. Call `dispose` when done (it removes the files). */
export interface UploadForm {
  /** Each field once; a field whose name ends in `[]` (a list, as OpenAI's clients send) holds its values joined by commas. */
  fields: Record<string, string>;
  /** The values of each field named in `listFields`, in the order they came (a list sent as a repeated field, as the ElevenLabs SDK sends `keyterms`); those fields are not in `fields`. */
  lists: Record<string, string[]>;
  /** The first file (the only one unless `maxFiles` allowed more). */
  file: UploadedFile | null;
  /** Every file, in the order they came. */
  files: UploadedFile[];
  dispose(): Promise<void>;
}

export interface UploadFormOptions {
  fileFields: readonly string[];
  /** The most bytes of all files together. */
  maxBytes: number;
  /** How many files the form may carry (repeated `files` fields); default 1. */
  maxFiles?: number;
  /** The most text fields (default 64); a form that sends lists may need more. */
  maxFields?: number;
  /** Fields that may repeat (a list, one value a field); any other field repeated is refused. */
  listFields?: readonly string[];
}

const MAX_FIELDS = 64;
const MAX_FIELD_BYTES = 64 * 1024;

/**
 * Reads a multipart/form-data body as a stream: text fields into memory (at most `maxFields`, 64 by default, of 64 KB each)
 * and the file in one of `fileFields` straight to disk, never whole in memory. Refuses with the
 * ElevenLabs error body: 415 for another content type, 413 when the file passes `maxBytes` (the
 * rest of the body is not read), 400 for a broken form or a second file, 422 for a field repeated
 * (but a list field: `name[]`, or one of `listFields`).
 * Nothing is left on disk when it throws or when the client goes away mid-upload.
 */
export async function readUploadForm(request: Request, opts: UploadFormOptions): Promise<UploadForm> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(type)) {
    throw new AppError("unsupported_media_type", 415, `Send a multipart/form-data form with the file in "${opts.fileFields[0]}".`);
  }
  if (!request.body) throw new AppError("invalid_request", 400, "The request has no body.");
  const dir = await mkdtemp(path.join(os.tmpdir(), "vocable-upload-"));
  // Retried: a file the parser was still creating when the form failed can make rmdir find the directory not empty.
  const dispose = () => rm(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 50 });
  try {
    const { fields, lists, files } = await parse(request, type, dir, opts);
    return { fields, lists, file: files[0] ?? null, files, dispose };
  } catch (err) {
    // The client hears why its form failed, even if the clean-up fails too.
    await dispose().catch(() => undefined);
    throw err;
  }
}

/** Reads the form as {@link readUploadForm} does, runs `work` on it and disposes of it when `work` ends, however it ends. */
export async function withUploadForm<T>(request: Request, opts: UploadFormOptions, work: (form: UploadForm) => Promise<T>): Promise<T> {
  const form = await readUploadForm(request, opts);
  try {
    return await work(form);
  } finally {
    await form.dispose();
  }
}

function parse(request: Request, type: string, dir: string, opts: UploadFormOptions): Promise<{ fields: Record<string, string>; lists: Record<string, string[]>; files: UploadedFile[] }> {
  const maxFiles = opts.maxFiles ?? 1;
  const maxFields = opts.maxFields ?? MAX_FIELDS;
  const tooMany = maxFiles === 1 ? "Send one file." : `Send at most ${maxFiles} files.`;
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { "content-type": type },
        limits: { fields: maxFields, fieldSize: MAX_FIELD_BYTES, files: maxFiles, fileSize: opts.maxBytes, parts: maxFields + maxFiles },
        defParamCharset: "utf8",
      });
    } catch {
      reject(new AppError("invalid_request", 400, "The multipart form has no boundary."));
      return;
    }
    const fields: Record<string, string> = {};
    const lists: Record<string, string[]> = {};
    const files: UploadedFile[] = [];
    const writing: Promise<void>[] = [];
    /** The file parts being written: a failure stops them. */
    const receiving = new Set<Readable>();
    let total = 0;
    let failed = false;
    const source = Readable.fromWeb(request.body as import("node:stream/web").ReadableStream<Uint8Array>);
    const fail = (err: unknown) => {
      if (failed) return;
      failed = true;
      source.unpipe(parser);
      source.destroy();
      // With an error: busboy's part streams destroyed without one do not end their pipeline.
      for (const part of receiving) part.destroy(new Error("the form failed"));
      // Once no file is being written any more, so that the caller's clean-up removes them all.
      void Promise.allSettled(writing).then(() => reject(err));
    };
    // A handler that throws would throw inside busboy's emit, outside any promise: the process
    // would die. Each handler's failure is this request's failure instead.
    const guard =
      <A extends unknown[]>(handler: (...args: A) => void) =>
      (...args: A) => {
        try {
          handler(...args);
        } catch (err) {
          fail(err instanceof AppError || err instanceof ValidationError ? err : new AppError("invalid_request", 400, "The request body is not a readable multipart form."));
        }
      };
    const nameless = () => new AppError("invalid_request", 400, 'Every part of the form needs a name (Content-Disposition: form-data; name="...").');
    parser.on("field", guard((name: string | undefined, value: string, info: busboy.FieldInfo) => {
      if (!name) return fail(nameless());
      if (info.valueTruncated) return fail(new ValidationError([{ loc: ["body", name], msg: `At most ${MAX_FIELD_BYTES / 1024} KB.`, type: "value_error" }]));
      if (opts.listFields?.includes(name)) {
        (lists[name] ??= []).push(value);
        return;
      }
      if (name.endsWith("[]")) {
        fields[name] = name in fields ? `${fields[name]},${value}` : value;
        return;
      }
      if (name in fields) return fail(new ValidationError([{ loc: ["body", name], msg: "Send this field once.", type: "value_error" }]));
      fields[name] = value;
    }));
    const tooLarge = () => new AppError("payload_too_large", 413, files.length > 1 ? `The files are larger than ${opts.maxBytes} bytes together.` : `The file is larger than ${opts.maxBytes} bytes.`);
    parser.on("file", guard((name: string | undefined, stream: Readable, info: busboy.FileInfo) => {
      if (failed) return void stream.resume();
      if (!name || !opts.fileFields.includes(name) || files.length >= maxFiles) {
        stream.resume();
        if (!name) return fail(nameless());
        return fail(new AppError("invalid_request", 400, files.length >= maxFiles ? tooMany : `Unexpected file field "${name}": send the file in "${opts.fileFields[0]}".`));
      }
      const target = path.join(dir, files.length === 0 ? "upload" : `upload-${files.length}`);
      const uploaded: UploadedFile = { field: name, path: target, name: info.filename ?? "", size: 0 };
      files.push(uploaded);
      const count = new Transform({
        transform(chunk: Buffer, _enc, done) {
          uploaded.size += chunk.length;
          total += chunk.length;
          // Every file together stays under the limit, not each on its own.
          if (total > opts.maxBytes) return done(tooLarge());
          done(null, chunk);
        },
      });
      stream.on("limit", () => fail(tooLarge()));
      receiving.add(stream);
      stream.once("close", () => receiving.delete(stream));
      writing.push(pipeline(stream, count, createWriteStream(target, { mode: 0o600 })).catch((err: unknown) => fail(writeFailure(err))));
    }));
    parser.on("filesLimit", () => fail(new AppError("invalid_request", 400, tooMany)));
    parser.on("fieldsLimit", () => fail(new AppError("invalid_request", 400, `At most ${maxFields} form fields.`)));
    parser.on("partsLimit", () => fail(new AppError("invalid_request", 400, `At most ${maxFields + maxFiles} form parts.`)));
    parser.on("error", () => fail(new AppError("invalid_request", 400, "The request body is not a readable multipart form.")));
    parser.on("close", () => {
      if (failed) return;
      void Promise.all(writing).then(() => {
        if (!failed) resolve({ fields, lists, files });
      });
    });
    source.on("error", () => fail(new AppError("client_closed_request", 400, "The upload was cut off before its end.")));
    source.pipe(parser);
  });
}

/**
 * Why writing a file part stopped: our own refusal (too large) as it is, the disk's failure (a
 * system error) as it is, and anything the part's stream reported (a body cut off inside the file)
 * as the client's broken form.
 */
function writeFailure(err: unknown): unknown {
  if (err instanceof AppError || (err instanceof Error && "code" in err && "syscall" in err)) return err;
  return new AppError("invalid_request", 400, "The upload was cut off inside a file part.");
}
