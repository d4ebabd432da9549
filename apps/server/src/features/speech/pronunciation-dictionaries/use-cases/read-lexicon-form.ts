import { CreateDictionaryFromFileForm } from "@vocable/contract";
import { MAX_LEXICON_FILE_BYTES } from "@vocable/domain";
import type { PronunciationRule } from "@vocable/speech";
import { AppError, ValidationError, zodIssues } from "#platform/errors";
import { parseLexicon } from "../pls";
import type { WorkspaceAccess } from "./create-dictionary";

/** The part of Hono's request this needs (its parsed body is cached, so the route's validator and this share one read). */
interface FormRequest {
  header(name: string): string | undefined;
  parseBody(): Promise<Record<string, string | File | (string | File)[]>>;
}

/**
 * Reads the add-from-file form: `name`, optional `description` and `workspace_access`, and `file` (a PLS lexicon; none
 * gives an empty dictionary). 415 for a body that is not a multipart form, 422 for bad fields,
 * 413 for a file over MAX_LEXICON_FILE_BYTES, 400 for a file that is not a valid lexicon.
 */
export async function readLexiconForm(req: FormRequest): Promise<{ name: string; description: string | null; rules: PronunciationRule[]; workspaceAccess: WorkspaceAccess | null }> {
  const type = req.header("content-type") ?? "";
  if (!/^multipart\/form-data|^application\/x-www-form-urlencoded/i.test(type)) {
    throw new AppError("unsupported_media_type", 415, "Send the dictionary as a multipart/form-data form with a name and a .pls file.");
  }
  let form: Record<string, string | File | (string | File)[]>;
  try {
    form = await req.parseBody();
  } catch {
    throw new AppError("invalid_request", 400, "The request body is not a readable multipart form.");
  }
  const text = (key: string) => {
    const value = form[key];
    return typeof value === "string" ? value : undefined;
  };
  const parsed = CreateDictionaryFromFileForm.safeParse({ name: text("name") ?? "", description: text("description") || null, workspace_access: text("workspace_access") || null });
  if (!parsed.success) throw new ValidationError(zodIssues(parsed.error, "body"));
  const file = form.file;
  if (Array.isArray(file)) throw new ValidationError([{ loc: ["body", "file"], msg: "Send one file.", type: "file_type" }]);
  if (typeof file === "string") throw new ValidationError([{ loc: ["body", "file"], msg: "file must be an uploaded .pls file.", type: "file_type" }]);
  if (file && file.size > MAX_LEXICON_FILE_BYTES) throw new AppError("payload_too_large", 413, `The lexicon file is larger than ${MAX_LEXICON_FILE_BYTES / 1024} KB.`);
  const rules = file ? parseLexicon(new Uint8Array(await file.arrayBuffer())) : [];
  return { name: parsed.data.name, description: parsed.data.description ?? null, rules, workspaceAccess: parsed.data.workspace_access ?? null };
}
