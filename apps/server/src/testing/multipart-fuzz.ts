/**
 * Broken multipart/form-data bodies for every upload operation of an OpenAPI document: the walk
 * behind `platform/multipart-fuzz.test.ts`. The JSON walk (openapi-fuzz.ts) breaks field values;
 * this one breaks the form's structure (names, boundaries, part headers, truncation, nesting,
 * repeated files), where a parser fails inside its event callbacks rather than in a validator.
 */
import type { OpenApiDocument } from "./openapi-fuzz";

type Schema = { type?: string | string[]; format?: string; items?: Schema; properties?: Record<string, Schema> };

/** One upload operation: its path (ids filled in) and the form fields that carry files. */
export interface UploadOperation {
  operation: string;
  path: string;
  fileFields: string[];
  textFields: string[];
}

/** One broken form: the bytes and the content type they go with. */
export interface MultipartCase {
  label: string;
  contentType: string;
  body: Uint8Array;
}

const isBinary = (s: Schema | undefined) => s?.format === "binary" || s?.items?.format === "binary";

/** Every operation whose request body is a multipart form, with `pathValue` in each path parameter. */
export function uploadOperations(doc: OpenApiDocument, pathValue: (name: string) => string): UploadOperation[] {
  const out: UploadOperation[] = [];
  for (const [template, operations] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(operations)) {
      const schema = op.requestBody?.content?.["multipart/form-data"]?.schema as Schema | undefined;
      if (!schema) continue;
      const props = Object.entries(schema.properties ?? {});
      out.push({
        operation: `${method.toUpperCase()} ${template}`,
        path: template.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(pathValue(name))),
        fileFields: props.filter(([, s]) => isBinary(s)).map(([name]) => name),
        textFields: props.filter(([, s]) => !isBinary(s)).map(([name]) => name),
      });
    }
  }
  return out;
}

const CRLF = "\r\n";
const enc = new TextEncoder();
const bytes = (...parts: (string | Uint8Array)[]) => {
  const chunks = parts.map((p) => (typeof p === "string" ? enc.encode(p) : p));
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
};

/** A few kilobytes that look like the start of a WAV file and are not one. */
const FILE_BYTES = bytes("RIFF\u0024\u0000\u0000\u0000WAVEfmt ", new Uint8Array(4000).map((_, i) => (i * 37) & 0xff));

/** One part: its header lines as given, then its content. */
const part = (boundary: string, headers: string[], content: string | Uint8Array) => bytes(`--${boundary}${CRLF}`, headers.map((h) => h + CRLF).join(""), CRLF, content, CRLF);
const filePart = (boundary: string, name: string, filename = "sample.wav", content: string | Uint8Array = FILE_BYTES) =>
  part(boundary, [`Content-Disposition: form-data; name="${name}"; filename="${filename}"`, "Content-Type: audio/wav"], content);
const textPart = (boundary: string, name: string, value: string) => part(boundary, [`Content-Disposition: form-data; name="${name}"`], value);
const end = (boundary: string) => `--${boundary}--${CRLF}`;

/**
 * The broken forms for one upload operation. Each would be refused with a 4xx by a careful reader;
 * none may crash the process, answer 5xx or leave a file behind. `maxFiles` is the most files a
 * form of the operation may carry (more are sent to test the limit).
 */
export function multipartCases(op: UploadOperation, maxFiles = 25): MultipartCase[] {
  const b = "vocable-fuzz-boundary";
  const type = `multipart/form-data; boundary=${b}`;
  const file = op.fileFields[0] ?? "file";
  const text = op.textFields[0] ?? "note";
  const cases: MultipartCase[] = [];
  const add = (label: string, body: Uint8Array, contentType = type) => cases.push({ label, contentType, body });

  add("a text part with no name", bytes(part(b, ["Content-Disposition: form-data"], "value"), filePart(b, file), end(b)));
  add("a file part with no name", bytes(part(b, ['Content-Disposition: form-data; filename="a.wav"', "Content-Type: audio/wav"], FILE_BYTES), end(b)));
  add("an empty name", bytes(part(b, ['Content-Disposition: form-data; name=""'], "value"), filePart(b, file), end(b)));
  add("a part with no Content-Disposition", bytes(part(b, ["Content-Type: text/plain"], "value"), filePart(b, file), end(b)));
  add("an attachment disposition", bytes(part(b, [`Content-Disposition: attachment; name="${file}"; filename="a.wav"`], FILE_BYTES), end(b)));
  add("the file twice", bytes(filePart(b, file), filePart(b, file, "second.wav"), end(b)));
  add(`${maxFiles + 5} files`, bytes(...Array.from({ length: maxFiles + 5 }, (_, i) => filePart(b, file, `s${i}.wav`, FILE_BYTES.subarray(0, 64))), end(b)));
  add("a file in a text field", bytes(filePart(b, text), filePart(b, file), end(b)));
  add("a file in an unknown field", bytes(filePart(b, "unexpected"), end(b)));
  add("the file field as text", bytes(textPart(b, file, "not a file"), end(b)));
  add("a text field twice", bytes(textPart(b, text, "a"), textPart(b, text, "b"), filePart(b, file), end(b)));
  add("65 text fields", bytes(...Array.from({ length: 65 }, (_, i) => textPart(b, `f${i}`, "x")), filePart(b, file), end(b)));
  add("a 100 kB text field", bytes(textPart(b, text, "x".repeat(100_000)), filePart(b, file), end(b)));
  add("a 100 kB part header", bytes(part(b, [`Content-Disposition: form-data; name="${file}"; filename="${"a".repeat(100_000)}.wav"`], FILE_BYTES), end(b)));
  add("2,000 part headers", bytes(part(b, [`Content-Disposition: form-data; name="${file}"; filename="a.wav"`, ...Array.from({ length: 2000 }, (_, i) => `X-Header-${i}: v`)], FILE_BYTES), end(b)));
  add("a header line without a colon", bytes(part(b, [`Content-Disposition: form-data; name="${file}"; filename="a.wav"`, "this is not a header"], FILE_BYTES), end(b)));
  add("NUL and a lone surrogate in names", bytes(part(b, [`Content-Disposition: form-data; name="a\u0000b"; filename*=UTF-8''%ED%A0%80.wav`], FILE_BYTES), end(b)));
  add("a path in the file name", bytes(filePart(b, file, "../../../../tmp/escaped.wav"), end(b)));
  add("invalid UTF-8 in the file name", bytes(`--${b}${CRLF}Content-Disposition: form-data; name="${file}"; filename="`, new Uint8Array([0xff, 0xfe, 0x2e, 0x77, 0x61, 0x76, 0x22]), CRLF, CRLF, FILE_BYTES, CRLF, end(b)));
  add("nested multipart", bytes(part(b, [`Content-Disposition: form-data; name="${file}"`, "Content-Type: multipart/mixed; boundary=inner"], bytes(filePart("inner", file), end("inner"))), end(b)));
  add("nested multipart as a file", bytes(part(b, [`Content-Disposition: form-data; name="${file}"; filename="a.wav"`, "Content-Type: multipart/mixed; boundary=inner"], bytes(filePart("inner", file), end("inner"))), end(b)));
  add("cut off inside the file", bytes(filePart(b, file).subarray(0, 1500)));
  add("cut off inside the part headers", bytes(`--${b}${CRLF}Content-Disposition: form-data; name="${file}"; filen`));
  add("no closing boundary", bytes(filePart(b, file)));
  add("LF line endings", enc.encode(`--${b}\nContent-Disposition: form-data; name="${file}"; filename="a.wav"\n\nRIFF\n--${b}--\n`));
  add("only the closing boundary", enc.encode(end(b)));
  add("an empty body", new Uint8Array(0));
  add("garbage", new Uint8Array(3000).map((_, i) => (i * 131 + 7) & 0xff));
  add("another boundary in the body", bytes(filePart("other-boundary", file), end("other-boundary")));
  add("no boundary parameter", bytes(filePart(b, file), end(b)), "multipart/form-data");
  add("an empty boundary", bytes(filePart(b, file), end(b)), "multipart/form-data; boundary=");
  add("a 200-character boundary", bytes(filePart("x".repeat(200), file), end("x".repeat(200))), `multipart/form-data; boundary=${"x".repeat(200)}`);
  add("a boundary with a quote inside", bytes(filePart(b, file), end(b)), `multipart/form-data; boundary="${b}`);
  add("multipart/mixed", bytes(filePart(b, file), end(b)), `multipart/mixed; boundary=${b}`);
  add("a charset the parser does not know", bytes(textPart(b, text, "\u00ff"), filePart(b, file), end(b)), `multipart/form-data; boundary=${b}; charset=x-unknown-42`);
  return cases;
}
