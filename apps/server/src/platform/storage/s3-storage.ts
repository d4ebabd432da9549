import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import type { Readable } from "node:stream";
import type { S3Config } from "../env";
import { assertSafeKey, bodyToReadable, collectBytes, listPages, readableToWeb, type FileStorage, type ListedFile } from "./file-storage";

/** How long `check` waits for the bucket to answer before calling the backend unreachable. */
const CHECK_TIMEOUT_MS = 5000;
/** Parts held in memory at once by a streamed upload: 2 x 5 MiB. */
const UPLOAD_QUEUE = 2;

const isNotFound = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.$metadata?.httpStatusCode === 404 || e.name === "NoSuchKey" || e.name === "NotFound";
};

/** Stores files as objects in one S3 (or S3-compatible) bucket, keyed exactly like the local backend. */
export function createS3Storage(config: S3Config): FileStorage {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    // Without keys the SDK's default chain applies (environment, shared files, instance roles).
    credentials: config.accessKeyId && config.secretAccessKey ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } : undefined,
    // Many S3-compatible servers reject the newer default checksum trailers; send them only where S3 requires them.
    ...(config.endpoint ? { requestChecksumCalculation: "WHEN_REQUIRED", responseChecksumValidation: "WHEN_REQUIRED" } : {}),
  });
  const Bucket = config.bucket;

  const storage: FileStorage = {
    async put(key, data, opts = {}) {
      assertSafeKey(key);
      if (data instanceof Uint8Array) {
        await client.send(new PutObjectCommand({ Bucket, Key: key, Body: data, ContentLength: data.byteLength, ContentType: opts.contentType }));
        return;
      }
      // A multipart upload only becomes visible when completed; on failure its parts are aborted.
      const upload = new Upload({ client, queueSize: UPLOAD_QUEUE, params: { Bucket, Key: key, Body: bodyToReadable(data), ContentType: opts.contentType } });
      await upload.done();
    },
    async get(key) {
      const opened = await storage.read(key);
      return opened && collectBytes(opened.stream);
    },
    async read(key, range) {
      assertSafeKey(key);
      try {
        const res = await client.send(
          new GetObjectCommand({ Bucket, Key: key, Range: range ? `bytes=${range.start}-${range.end ?? ""}` : undefined }),
        );
        const total = res.ContentRange?.match(/\/(\d+)$/)?.[1];
        const size = total !== undefined ? Number(total) : (res.ContentLength ?? 0);
        return { stream: readableToWeb(res.Body as Readable), size, contentType: res.ContentType };
      } catch (err) {
        if (isNotFound(err)) return null;
        if ((err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 416) {
          throw new RangeError(`range ${range?.start}-${range?.end ?? ""} is outside ${key}`, { cause: err });
        }
        throw err;
      }
    },
    async stat(key) {
      assertSafeKey(key);
      try {
        const res = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return { size: res.ContentLength ?? 0, modifiedAt: res.LastModified ?? new Date(0) };
      } catch (err) {
        if (isNotFound(err)) return null;
        throw err;
      }
    },
    async exists(key) {
      return (await storage.stat(key)) !== null;
    },
    async delete(key) {
      assertSafeKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async deletePrefix(prefix) {
      let removed = 0;
      for await (const page of listPages(storage, prefix)) {
        if (page.files.length === 0) continue;
        const res = await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: page.files.map((f) => ({ Key: f.key })), Quiet: true } }));
        if (res.Errors?.length) throw new Error(`could not delete ${res.Errors[0].Key}: ${res.Errors[0].Code} ${res.Errors[0].Message}`);
        removed += page.files.length;
      }
      return removed;
    },
    async list(prefix, opts = {}) {
      assertSafeKey(prefix, { prefix: true });
      const res = await client.send(
        new ListObjectsV2Command({ Bucket, Prefix: prefix || undefined, StartAfter: opts.after || undefined, MaxKeys: opts.limit ?? 1000 }),
      );
      const files: ListedFile[] = (res.Contents ?? []).map((o) => ({ key: o.Key!, size: o.Size ?? 0, modifiedAt: o.LastModified ?? new Date(0) }));
      return { files, next: res.IsTruncated && files.length > 0 ? files[files.length - 1].key : null };
    },
    async removeIncompleteWrites(olderThan) {
      let removed = 0;
      let keyMarker: string | undefined;
      let uploadIdMarker: string | undefined;
      for (;;) {
        const res = await client.send(new ListMultipartUploadsCommand({ Bucket, KeyMarker: keyMarker, UploadIdMarker: uploadIdMarker }));
        for (const upload of res.Uploads ?? []) {
          if (upload.Initiated && upload.Initiated < olderThan && upload.Key && upload.UploadId) {
            await client.send(new AbortMultipartUploadCommand({ Bucket, Key: upload.Key, UploadId: upload.UploadId }));
            removed++;
          }
        }
        if (!res.IsTruncated) return removed;
        keyMarker = res.NextKeyMarker;
        uploadIdMarker = res.NextUploadIdMarker;
      }
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }), { abortSignal: AbortSignal.timeout(CHECK_TIMEOUT_MS) });
    },
    async close() {
      client.destroy();
    },
  };
  return storage;
}
