/**
 * Reads what sherpa-onnx reads from an ONNX model before running it (its `metadata_props`: sample
 * rate, speakers, language, model type...) and the names of its graph's inputs and outputs, without
 * loading the model: the file's protobuf fields are walked with positioned reads and every large
 * field (weights, nodes) is skipped, so a 300 MB model costs a few thousand small reads, not 300 MB
 * of memory. A file that is not well-formed protobuf is refused with an Error saying where.
 */
import { open, type FileHandle } from "node:fs/promises";
import protobuf from "protobufjs";
import { GRAPH_FIELDS, MODEL_FIELDS, onnx } from "./onnx-schema";

/** What an ONNX model says about itself. */
export interface OnnxInfo {
  /** `metadata_props`, key to value. */
  metadata: Record<string, string>;
  /** Graph input names, in order (the order sherpa-onnx feeds them). */
  inputs: string[];
  outputs: string[];
}

/** Protobuf wire types. */
const VARINT = 0;
const FIXED64 = 1;
const LENGTH_DELIMITED = 2;
const FIXED32 = 5;
/** A tag and a length are at most 10 + 10 bytes. */
const HEADER_BYTES = 20;

interface Field {
  number: number;
  wireType: number;
  /** Where the field's value starts and ends in the file. */
  start: number;
  end: number;
}

class OnnxFormatError extends Error {}

/** Reads `length` bytes at `position` (fewer at the end of the file). */
async function readAt(file: FileHandle, position: number, length: number): Promise<Uint8Array> {
  const buffer = new Uint8Array(length);
  const { bytesRead } = await file.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}

/** The field whose tag starts at `position`, checked to lie within `limit`. */
async function fieldAt(file: FileHandle, position: number, limit: number): Promise<Field> {
  const header = await readAt(file, position, Math.min(HEADER_BYTES, limit - position));
  const reader = protobuf.Reader.create(header);
  let tag: number;
  let start: number;
  let end: number;
  try {
    tag = reader.uint32();
    const wireType = tag & 7;
    if (wireType === VARINT) {
      start = position + reader.pos;
      reader.skipType(VARINT);
      end = position + reader.pos;
    } else if (wireType === LENGTH_DELIMITED) {
      const length = reader.uint32();
      start = position + reader.pos;
      end = start + length;
    } else if (wireType === FIXED64 || wireType === FIXED32) {
      start = position + reader.pos;
      end = start + (wireType === FIXED64 ? 8 : 4);
    } else {
      throw new OnnxFormatError(`wire type ${wireType}`);
    }
  } catch (err) {
    if (err instanceof OnnxFormatError) throw new OnnxFormatError(`an unexpected protobuf field (${err.message}) at byte ${position}`);
    throw new OnnxFormatError(`a field cut short at byte ${position}`);
  }
  if (tag >>> 3 === 0) throw new OnnxFormatError(`a field numbered 0 at byte ${position}`);
  if (end > limit) throw new OnnxFormatError(`a field running past its end (${end} > ${limit}) at byte ${position}`);
  return { number: tag >>> 3, wireType: tag & 7, start, end };
}

/** Every field of the message in [from, to), in file order. */
async function* fields(file: FileHandle, from: number, to: number): AsyncGenerator<Field> {
  for (let at = from; at < to; ) {
    const field = await fieldAt(file, at, to);
    yield field;
    at = field.end;
  }
}

async function decodeAt<T>(file: FileHandle, field: Field, type: protobuf.Type): Promise<T> {
  return type.toObject(type.decode(await readAt(file, field.start, field.end - field.start))) as T;
}

/**
 * The metadata and input/output names of the ONNX model in `path`. Rejects with an Error naming
 * the file when it cannot be read or is not a well-formed ONNX protobuf (a truncated or damaged
 * file, another format).
 */
export async function readOnnxInfo(path: string): Promise<OnnxInfo> {
  const file = await open(path, "r");
  try {
    const size = (await file.stat()).size;
    if (size === 0) throw new OnnxFormatError("the file is empty");
    const info: OnnxInfo = { metadata: {}, inputs: [], outputs: [] };
    let sawGraph = false;
    for await (const field of fields(file, 0, size)) {
      if (field.number === MODEL_FIELDS.metadataProps && field.wireType === LENGTH_DELIMITED) {
        const entry = await decodeAt<{ key?: string; value?: string }>(file, field, onnx.StringStringEntryProto);
        if (entry.key) info.metadata[entry.key] = entry.value ?? "";
      } else if (field.number === MODEL_FIELDS.graph && field.wireType === LENGTH_DELIMITED) {
        sawGraph = true;
        for await (const part of fields(file, field.start, field.end)) {
          if (part.wireType !== LENGTH_DELIMITED || (part.number !== GRAPH_FIELDS.input && part.number !== GRAPH_FIELDS.output)) continue;
          const value = await decodeAt<{ name?: string }>(file, part, onnx.ValueInfoProto);
          (part.number === GRAPH_FIELDS.input ? info.inputs : info.outputs).push(value.name ?? "");
        }
      }
    }
    if (!sawGraph) throw new OnnxFormatError("it has no graph");
    return info;
  } catch (err) {
    if (err instanceof OnnxFormatError) throw new Error(`${path} is not a readable ONNX model: ${err.message}`, { cause: err });
    throw new Error(`${path} is not a readable ONNX model: ${err instanceof Error ? err.message : String(err)}`, { cause: err });
  } finally {
    await file.close();
  }
}
