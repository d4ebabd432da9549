/**
 * Malformed requests for every operation of an OpenAPI 3.1 document: the fuzz walk behind
 * `platform/openapi-fuzz.test.ts`. It reads the document (so a new route is covered the day it is
 * added), builds one valid-looking request per operation from the schemas, then sends it again with
 * one part broken at a time: each path, query and header parameter, each body field (nested objects
 * and array items too), the body as a whole, its content type and the credentials.
 */

type Schema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  minItems?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  allOf?: Schema[];
  anyOf?: Schema[];
  oneOf?: Schema[];
};
type Parameter = { name: string; in: "path" | "query" | "header" | "cookie"; required?: boolean; schema?: Schema };
type Operation = { parameters?: Parameter[]; requestBody?: { required?: boolean; content?: Record<string, { schema?: Schema }> } };
export type OpenApiDocument = { paths: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, Schema> } };

/** One request of the walk: what it breaks, and how to send it. */
export interface FuzzCase {
  operation: string;
  label: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Uint8Array;
}

/** Values the walk cannot invent: ids of things that exist, and texts that keep synthesis short. */
export type KnownValues = Record<string, unknown>;

const deepArray = (depth: number) => "[".repeat(depth) + "]".repeat(depth);
const deepObject = (depth: number) => '{"a":'.repeat(depth) + "1" + "}".repeat(depth);

/**
 * Broken values for a field of a JSON body, each under a label for the report. The first ones are
 * what a database or an engine chokes on; the rest are type confusion, which the validator of a
 * body schema answers the same way on every route that shares it.
 */
const STORAGE_VALUES: [string, unknown][] = [
  ["NUL", "a\u0000b"],
  ["lone high surrogate", "a\ud800b"],
  ["lone low surrogate", "\udc00"],
  ["C0 controls", "a\u0001\u001b[31mb"],
  ["C1 controls", "a\u0085\u009fb"],
  ["DEL", "a\u007fb"],
  ["900 kB string", "x".repeat(900_000)],
  ["nested arrays", JSON.parse(deepArray(500)) as unknown],
];
const TYPE_VALUES: [string, unknown][] = [
  ["empty string", ""],
  ["blank", "   "],
  ["path traversal", "../../etc/passwd"],
  ["encoded traversal", "..%2F..%2Fetc"],
  ["non-ASCII", "Zoë 😀 ﷺ"],
  ["integer", 12_345],
  ["negative", -1],
  ["fraction", 0.5],
  ["huge number", 1e308],
  ["unsafe integer", 2 ** 53 + 1],
  ["true", true],
  ["null", null],
  ["array", ["a"]],
  ["object", { a: "b" }],
];

/** Broken values for a path or query parameter, already in their URL form. */
const URL_VALUES: [string, string][] = [
  ["NUL", "a%00b"],
  ["encoded lone surrogate", "a%ED%A0%80b"],
  ["invalid UTF-8", "%FF%FE"],
  ["overlong UTF-8", "%C0%AF"],
  ["C0 controls", "a%01%1B%5B31mb"],
  ["C1 controls", "a%C2%85%C2%9Fb"],
  ["malformed escape", "%E0%A4%A"],
  ["empty string", ""],
  ["blank", "%20%20"],
  ["path traversal", "..%2F..%2Fetc%2Fpasswd"],
  ["dot segment", ".."],
  ["non-ASCII", encodeURIComponent("Zoë 😀")],
  ["1 MB string", "x".repeat(1_000_000)],
  ["negative", "-1"],
  ["fraction", "0.5"],
  ["huge number", "1e309"],
  ["many digits", "9".repeat(40)],
  ["NaN", "NaN"],
  ["word", "abc"],
];

/** Broken values for a request header (a Headers object refuses NUL and line breaks: a server never sees them). */
const HEADER_VALUES: [string, string][] = [
  ["garbage", "abc"],
  ["Latin-1", "bytes=\u00ff-\u00fe"],
  ["huge numbers", "bytes=99999999999999999999999-"],
  ["negative", "bytes=-0"],
  ["many ranges", Array.from({ length: 500 }, (_, i) => `${i}-${i}`).join(",").replace(/^/, "bytes=")],
  ["16 kB", "x".repeat(16_000)],
  ["empty", ""],
];

/** Whole bodies that are not what the operation reads. */
const WHOLE_BODIES: [string, string | Uint8Array, string | undefined][] = [
  ["not JSON", "this is not json", "application/json"],
  ["truncated JSON", '{"text": "a', "application/json"],
  ["empty body", "", "application/json"],
  ["JSON null", "null", "application/json"],
  ["JSON array", "[]", "application/json"],
  ["JSON number", "123", "application/json"],
  ["JSON string", '"text"', "application/json"],
  ["10,000 nested arrays", deepArray(10_000), "application/json"],
  ["10,000 nested objects", deepObject(10_000), "application/json"],
  ["huge number literal", `{"a": 1${"0".repeat(5000)}}`, "application/json"],
  ["invalid UTF-8", new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]), "application/json"],
  ["JSON with BOM", "\ufeff{}", "application/json"],
  ["UTF-16 charset", "{}", "application/json; charset=utf-16"],
  ["form content type", "text=hello", "application/x-www-form-urlencoded"],
  ["multipart content type", "--x\r\nContent-Disposition: form-data; name=\"text\"\r\n\r\nhi\r\n--x--\r\n", "multipart/form-data; boundary=x"],
  ["text content type", "{}", "text/plain"],
  ["no content type", "{}", undefined],
  ["2 MB body", `{"a":"${"x".repeat(2_000_000)}"}`, "application/json"],
];

/** Credentials that are not a valid key or session: each must be a 401, never a lookup that fails. */
const BAD_CREDENTIALS: [string, Record<string, string>][] = [
  ["Latin-1 API key", { "xi-api-key": "sk_\u00ff\u00fe" }],
  ["empty API key", { "xi-api-key": "" }],
  ["16 kB API key", { "xi-api-key": "sk_" + "a".repeat(16_000) }],
  ["bearer garbage", { authorization: "Bearer \u00ff%00" }],
  ["session cookie garbage", { cookie: "better-auth.session_token=%00%ED%A0%80.\u00ff; __Secure-better-auth.session_token=a%00b" }],
  ["16 kB cookie", { cookie: `better-auth.session_token=${"a".repeat(16_000)}` }],
];

/** Resolves `$ref`s, merges `allOf` and picks the first non-null branch of `anyOf`/`oneOf`. */
function resolver(doc: OpenApiDocument) {
  const resolve = (schema: Schema | undefined): Schema => {
    if (!schema) return {};
    if (schema.$ref) return resolve(doc.components?.schemas?.[schema.$ref.split("/").pop()!]);
    if (schema.allOf) {
      const parts = schema.allOf.map(resolve);
      const merged = Object.assign({}, ...parts) as Schema;
      merged.type = parts.find((p) => p.properties)?.type ?? merged.type;
      return merged;
    }
    const branches = schema.anyOf ?? schema.oneOf;
    if (branches) return resolve(branches.find((b) => resolve(b).type !== "null") ?? branches[0]);
    return schema;
  };
  return resolve;
}

const typeOf = (schema: Schema): string | undefined => (Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type);

/** A valid-looking value for a schema: known values by field name first, else the smallest thing that fits. */
function sampler(resolve: (s: Schema | undefined) => Schema, known: KnownValues) {
  const sample = (raw: Schema | undefined, name: string): unknown => {
    if (name in known) return known[name];
    const schema = resolve(raw);
    if (schema.const !== undefined) return schema.const;
    if (schema.enum) return schema.enum[0];
    if (schema.default !== undefined) return schema.default;
    switch (typeOf(schema)) {
      case "integer":
      case "number":
        return schema.minimum ?? 0;
      case "boolean":
        return true;
      case "array":
        return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => sample(schema.items, name.replace(/s$/, "")));
      case "object": {
        const out: Record<string, unknown> = {};
        for (const key of schema.required ?? []) out[key] = sample(schema.properties?.[key], key);
        return out;
      }
      default:
        return "a".repeat(Math.max(1, schema.minLength ?? 1));
    }
  };
  return sample;
}

/** Every field path of a body schema worth breaking: top-level fields, nested object fields and array items. */
function fieldPaths(resolve: (s: Schema | undefined) => Schema, schema: Schema | undefined, prefix: (string | number)[] = [], depth = 0): (string | number)[][] {
  const resolved = resolve(schema);
  const paths: (string | number)[][] = [];
  for (const [key, child] of Object.entries(resolved.properties ?? {})) {
    const path = [...prefix, key];
    paths.push(path);
    if (depth >= 2) continue;
    const c = resolve(child);
    if (typeOf(c) === "object") paths.push(...fieldPaths(resolve, c, path, depth + 1));
    if (typeOf(c) === "array") {
      paths.push([...path, 0]);
      if (typeOf(resolve(c.items)) === "object") paths.push(...fieldPaths(resolve, c.items, [...path, 0], depth + 1));
    }
  }
  return paths;
}

/** A copy of `base` with the value at `path` set, creating the objects and arrays on the way. */
function withValue(base: unknown, path: (string | number)[], value: unknown, fill: (path: (string | number)[]) => unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  const container = (base ?? (typeof head === "number" ? [] : {})) as Record<string | number, unknown>;
  const copy = (Array.isArray(container) ? [...container] : { ...container }) as Record<string | number, unknown>;
  const current = copy[head] ?? (rest.length > 0 ? fill(path.slice(0, 1)) : undefined);
  copy[head] = withValue(current, rest, value, (p) => fill([head, ...p]));
  return copy;
}

/** The valid-looking parts of one operation's request: path values, required query, JSON body. */
function operationBase(op: Operation, sample: (raw: Schema | undefined, name: string) => unknown, resolve: (s: Schema | undefined) => Schema, known: KnownValues) {
  const params = op.parameters ?? [];
  const pathValues = Object.fromEntries(params.filter((p) => p.in === "path").map((p) => [p.name, encodeURIComponent(String(sample(p.schema, p.name)))]));
  // The required query, and the optional parameters a known value fits (output_format=pcm_16000:
  // a request that succeeds then skips the MP3 encoder, the walk's costliest part).
  const knownFits = (p: Parameter) => p.name in known && (!resolve(p.schema).enum || resolve(p.schema).enum!.includes(known[p.name]));
  const baseQuery = params.filter((p) => p.in === "query" && (p.required || knownFits(p))).map((p) => [p.name, encodeURIComponent(String(sample(p.schema, p.name)))] as const);
  const jsonSchema = op.requestBody?.content?.["application/json"]?.schema;
  const baseBody = jsonSchema ? sample(jsonSchema, "") : undefined;
  return { params, pathValues, baseQuery, jsonSchema, baseBody };
}

/** The operation's template, with each path parameter filled in (already URL-encoded). */
const fillPath = (template: string, values: Record<string, string>) => template.replace(/\{([^}]+)\}/g, (_, name: string) => values[name] ?? "");

/**
 * One valid-looking request per operation of the document, without credentials (the
 * authorization matrix sends each as every kind of caller); `pathValues` are the decoded path
 * parameters it filled in.
 */
export function validLookingRequests(doc: OpenApiDocument, known: KnownValues): (FuzzCase & { template: string; pathValues: Record<string, string> })[] {
  const resolve = resolver(doc);
  const sample = sampler(resolve, known);
  return Object.entries(doc.paths).flatMap(([template, operations]) =>
    Object.entries(operations).map(([method, op]) => {
      const { pathValues, baseQuery, baseBody } = operationBase(op, sample, resolve, known);
      const query = baseQuery.map(([k, v]) => `${encodeURIComponent(k)}=${v}`).join("&");
      const pathname = fillPath(template, pathValues);
      return {
        operation: `${method.toUpperCase()} ${template}`,
        label: "valid-looking request",
        method: method.toUpperCase(),
        template,
        path: query ? `${pathname}?${query}` : pathname,
        pathValues: Object.fromEntries(Object.entries(pathValues).map(([k, v]) => [k, decodeURIComponent(v)])),
        headers: (baseBody === undefined ? {} : { "content-type": "application/json" }) as Record<string, string>,
        body: baseBody === undefined ? undefined : JSON.stringify(baseBody),
      };
    }),
  );
}

/** Every request of the walk for one document; `auth` are the headers of a signed-in caller. */
export function fuzzCases(doc: OpenApiDocument, known: KnownValues, auth: Record<string, string>): FuzzCase[] {
  const resolve = resolver(doc);
  const sample = sampler(resolve, known);
  const cases: FuzzCase[] = [];
  const seenBodies = new Set<string>();
  for (const [template, operations] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(operations)) {
      const operation = `${method.toUpperCase()} ${template}`;
      const { params, pathValues, baseQuery, jsonSchema, baseBody } = operationBase(op, sample, resolve, known);
      const bodyHeaders: Record<string, string> = jsonSchema ? { "content-type": "application/json" } : {};

      const build = (label: string, parts: { path?: Record<string, string>; query?: (readonly [string, string])[]; headers?: Record<string, string>; body?: string | Uint8Array | null; contentType?: string | null }): FuzzCase => {
        const pathname = fillPath(template, parts.path ?? pathValues);
        const query = (parts.query ?? baseQuery).map(([k, v]) => `${encodeURIComponent(k)}=${v}`).join("&");
        const body = parts.body === null ? undefined : (parts.body ?? (baseBody === undefined ? undefined : JSON.stringify(baseBody)));
        const headers = { ...auth, ...(parts.contentType === null ? {} : parts.contentType ? { "content-type": parts.contentType } : bodyHeaders), ...parts.headers };
        if (body === undefined && parts.contentType === undefined) delete headers["content-type"];
        return { operation, label, method: method.toUpperCase(), path: query ? `${pathname}?${query}` : pathname, headers, body };
      };

      cases.push(build("valid-looking request", {}));
      for (const p of params) {
        if (p.in === "path") {
          for (const [label, value] of URL_VALUES) cases.push(build(`path ${p.name}: ${label}`, { path: { ...pathValues, [p.name]: value } }));
        } else if (p.in === "query") {
          const others = baseQuery.filter(([k]) => k !== p.name);
          for (const [label, value] of URL_VALUES) cases.push(build(`query ${p.name}: ${label}`, { query: [...others, [p.name, value]] }));
          cases.push(build(`query ${p.name}: repeated`, { query: [...others, [p.name, "a"], [p.name, "b"]] }));
        } else if (p.in === "header") {
          for (const [label, value] of HEADER_VALUES) cases.push(build(`header ${p.name}: ${label}`, { headers: { [p.name]: value } }));
        }
      }
      if (jsonSchema) {
        // A body schema shared by several routes (the four text-to-speech ones) gets the type
        // confusion once; storage-breaking values go to every route, as each stores differently.
        const shared = jsonSchema.$ref !== undefined && seenBodies.has(jsonSchema.$ref);
        if (jsonSchema.$ref) seenBodies.add(jsonSchema.$ref);
        const values = shared ? STORAGE_VALUES : [...STORAGE_VALUES, ...TYPE_VALUES];
        for (const path of fieldPaths(resolve, jsonSchema)) {
          const fill = (prefix: (string | number)[]) => sample(prefix.reduce<Schema | undefined>((s, k) => (typeof k === "number" ? resolve(s).items : resolve(s).properties?.[k]), jsonSchema), String(prefix.at(-1)));
          for (const [label, value] of values) {
            cases.push(build(`body ${path.join(".")}: ${label}`, { body: JSON.stringify(withValue(baseBody, path, value, fill)) }));
          }
        }
        for (const [label, body, contentType] of WHOLE_BODIES) cases.push(build(`body: ${label}`, { body, contentType: contentType ?? null }));
        cases.push(build("body: prototype keys", { body: `{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}},${JSON.stringify(baseBody).slice(1)}` }));
      } else if (method !== "get" && method !== "head") {
        for (const [label, body, contentType] of WHOLE_BODIES.slice(0, 8)) cases.push(build(`unexpected body: ${label}`, { body, contentType: contentType ?? null }));
      }
      for (const [label, headers] of BAD_CREDENTIALS) {
        const c = build(`credentials: ${label}`, { headers });
        if (!("xi-api-key" in headers)) delete c.headers["xi-api-key"];
        cases.push(c);
      }
    }
  }
  return cases;
}
