import {
  DICTIONARY_PAGE_SIZE_DEFAULT,
  DICTIONARY_PAGE_SIZE_MAX,
  MAX_DICTIONARY_DESCRIPTION_LENGTH,
  MAX_DICTIONARY_LOCATORS,
  MAX_DICTIONARY_NAME_LENGTH,
  MAX_DICTIONARY_RULES,
  MAX_RULE_REPLACEMENT_LENGTH,
  MAX_RULE_STRING_LENGTH,
  phonemeAlphabet,
  PHONEME_ALPHABETS,
} from "@vocable/domain";
import { z } from "zod";
import { ResourceId, SafeText } from "./strings";

/** Text that may be stored: bounded, and free of NUL, control characters and lone surrogates. */
const storedText = (max: number) => SafeText.max(max, `Must be at most ${max} characters.`);
const nonBlank = (max: number) => storedText(max).refine((v) => v.trim().length > 0, "Must not be empty.");

/** Ids of dictionaries and versions are generated (20 base-62 characters); anything else cannot exist. */
export const DictionaryId = ResourceId;

const alphabet = z
  .string()
  .max(32)
  .transform((name, ctx) => {
    const canonical = phonemeAlphabet(name);
    if (!canonical) {
      ctx.addIssue({ code: "custom", message: `Unsupported alphabet "${name.slice(0, 32)}": use ${PHONEME_ALPHABETS.join(" or ")}.` });
      return z.NEVER;
    }
    return canonical;
  });

const ruleCommon = {
  string_to_replace: nonBlank(MAX_RULE_STRING_LENGTH).meta({ description: "The text to find. Must not be empty." }),
  case_sensitive: z.boolean().default(true).meta({ description: "Match case exactly (default true)." }),
  word_boundaries: z.boolean().default(true).meta({ description: "Match whole words only (default true)." }),
};

export const AliasRule = z.object({ type: z.literal("alias"), ...ruleCommon, alias: storedText(MAX_RULE_REPLACEMENT_LENGTH).meta({ description: "What is read instead." }) });
export const PhonemeRule = z.object({
  type: z.literal("phoneme"),
  ...ruleCommon,
  phoneme: nonBlank(MAX_RULE_REPLACEMENT_LENGTH).meta({ description: "The pronunciation, in `alphabet`." }),
  alphabet: alphabet.meta({ description: "ipa or cmu-arpabet (also accepted: cmu, x-arpabet, x-cmu-arpabet)." }),
});

/** A rule as a client sends it. */
export const PronunciationRuleInput = z.discriminatedUnion("type", [AliasRule, PhonemeRule]).meta({ id: "PronunciationDictionaryRule" });
export type PronunciationRuleInput = z.infer<typeof PronunciationRuleInput>;

const ruleList = z.array(PronunciationRuleInput).max(MAX_DICTIONARY_RULES, `At most ${MAX_DICTIONARY_RULES} rules.`);

/** A rule as the API returns it. */
export const PronunciationRuleOutput = z
  .discriminatedUnion("type", [
    z.object({ type: z.literal("alias"), string_to_replace: z.string(), case_sensitive: z.boolean(), word_boundaries: z.boolean(), alias: z.string() }),
    z.object({ type: z.literal("phoneme"), string_to_replace: z.string(), case_sensitive: z.boolean(), word_boundaries: z.boolean(), phoneme: z.string(), alphabet: z.enum(PHONEME_ALPHABETS) }),
  ])
  .meta({ id: "PronunciationDictionaryRuleResponse" });
export type PronunciationRuleOutput = z.infer<typeof PronunciationRuleOutput>;

const WORKSPACE_ACCESS = ["admin", "editor", "commenter", "viewer"] as const;
const name = nonBlank(MAX_DICTIONARY_NAME_LENGTH).meta({ description: "The dictionary's name, for identification only." });
const description = storedText(MAX_DICTIONARY_DESCRIPTION_LENGTH).nullish();

export const CreateDictionaryFromRulesRequest = z
  .object({ rules: ruleList, name, description, workspace_access: z.enum(WORKSPACE_ACCESS).nullish() })
  .meta({ id: "AddPronunciationDictionaryFromRulesRequest" });
export type CreateDictionaryFromRulesRequest = z.infer<typeof CreateDictionaryFromRulesRequest>;

/** The text fields of the multipart add-from-file form (the file is checked by the server). */
export const CreateDictionaryFromFileForm = z.object({
  name,
  description,
  workspace_access: z.enum(WORKSPACE_ACCESS).nullish(),
  file: z.any().optional().meta({ type: "string", format: "binary", description: "A lexicon .pls file (W3C PLS 1.0)." }),
});

export const UpdateDictionaryRequest = z
  .object({ archived: z.boolean().optional(), name: name.optional(), description })
  .meta({ id: "UpdatePronunciationDictionaryRequest" });
export type UpdateDictionaryRequest = z.infer<typeof UpdateDictionaryRequest>;

export const SetRulesRequest = z.object({ rules: ruleList }).meta({ id: "SetPronunciationDictionaryRulesRequest" });
export const AddRulesRequest = z.object({ rules: ruleList }).meta({ id: "AddPronunciationDictionaryRulesRequest" });
export const RemoveRulesRequest = z
  .object({ rule_strings: z.array(storedText(MAX_RULE_STRING_LENGTH)).max(MAX_DICTIONARY_RULES, `At most ${MAX_DICTIONARY_RULES} strings.`) })
  .meta({ id: "RemovePronunciationDictionaryRulesRequest" });

export const DICTIONARY_SORTS = ["creation_time_unix", "name"] as const;
export const DICTIONARY_SORT_DIRECTIONS = ["ascending", "descending", "asc", "desc"] as const;

export const DictionaryListQuery = z.object({
  cursor: ResourceId.optional().meta({ description: "The previous page's next_cursor." }),
  page_size: z.coerce.number().int().min(1).max(DICTIONARY_PAGE_SIZE_MAX).default(DICTIONARY_PAGE_SIZE_DEFAULT).meta({ description: `At most ${DICTIONARY_PAGE_SIZE_MAX}, default ${DICTIONARY_PAGE_SIZE_DEFAULT}.` }),
  sort: z.enum(DICTIONARY_SORTS).default("creation_time_unix"),
  sort_direction: z.enum(DICTIONARY_SORT_DIRECTIONS).default("descending"),
  include_archived: z
    .enum(["true", "false"])
    .optional()
    .transform((v) => v === "true")
    .meta({ description: "Also list archived dictionaries (default false)." }),
});
export type DictionaryListQuery = z.infer<typeof DictionaryListQuery>;

const PERMISSION = z.enum(WORKSPACE_ACCESS).nullable();

export const DictionaryMetadata = z
  .object({
    id: z.string(),
    latest_version_id: z.string(),
    latest_version_rules_num: z.number().int(),
    name: z.string(),
    permission_on_resource: PERMISSION,
    created_by: z.string(),
    creation_time_unix: z.number().int(),
    archived_time_unix: z.number().int().nullable(),
    description: z.string().nullable(),
  })
  .meta({ id: "GetPronunciationDictionaryMetadataResponse" });
export type DictionaryMetadata = z.infer<typeof DictionaryMetadata>;

export const DictionaryWithRules = DictionaryMetadata.extend({ rules: z.array(PronunciationRuleOutput) }).meta({ id: "GetPronunciationDictionaryWithRulesResponse" });
export type DictionaryWithRules = z.infer<typeof DictionaryWithRules>;

export const DictionaryList = z
  .object({ pronunciation_dictionaries: z.array(DictionaryMetadata), next_cursor: z.string().nullable(), has_more: z.boolean() })
  .meta({ id: "GetPronunciationDictionariesMetadataResponse" });
export type DictionaryList = z.infer<typeof DictionaryList>;

export const CreatedDictionary = z
  .object({
    id: z.string(),
    name: z.string(),
    created_by: z.string(),
    creation_time_unix: z.number().int(),
    version_id: z.string(),
    version_rules_num: z.number().int(),
    description: z.string().nullable(),
    permission_on_resource: PERMISSION,
  })
  .meta({ id: "AddPronunciationDictionaryResponse" });
export type CreatedDictionary = z.infer<typeof CreatedDictionary>;

export const DictionaryRulesChanged = z
  .object({ id: z.string(), version_id: z.string(), version_rules_num: z.number().int() })
  .meta({ id: "PronunciationDictionaryRulesResponse" });
export type DictionaryRulesChanged = z.infer<typeof DictionaryRulesChanged>;

/** Which dictionary (and version; the latest when absent) a request or a workspace uses. */
export const PronunciationDictionaryLocator = z
  .object({ pronunciation_dictionary_id: DictionaryId, version_id: DictionaryId.nullish() })
  .meta({ id: "PronunciationDictionaryVersionLocator" });
export type PronunciationDictionaryLocator = z.infer<typeof PronunciationDictionaryLocator>;

export const PronunciationDictionaryLocators = z
  .array(PronunciationDictionaryLocator)
  .max(MAX_DICTIONARY_LOCATORS, `At most ${MAX_DICTIONARY_LOCATORS} pronunciation dictionaries.`);

/** The workspace's default dictionaries, used by a TTS request that names none. */
export const WorkspaceDictionaryDefaults = z
  .object({ pronunciation_dictionary_locators: PronunciationDictionaryLocators })
  .meta({ id: "WorkspacePronunciationDictionaryLocators" });
export type WorkspaceDictionaryDefaults = z.infer<typeof WorkspaceDictionaryDefaults>;
