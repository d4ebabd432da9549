import { randomInt } from "node:crypto";
import { PUBLIC_NAME_ADJECTIVES, PUBLIC_NAME_NOUNS, PUBLIC_NAME_NUMBER_LIMIT, composePublicName } from "@vocable/domain";

/** POST /v1/user/generate-name: a suggested public name, adjective-noun-number (nothing is saved). */
export function generatePublicName(): string {
  return composePublicName(randomInt(PUBLIC_NAME_ADJECTIVES.length), randomInt(PUBLIC_NAME_NOUNS.length), randomInt(PUBLIC_NAME_NUMBER_LIMIT));
}
