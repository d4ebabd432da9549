import { z } from "zod";

/**
 * `schema` or null, for a schema with an OpenAPI id (`.meta({ id })`): `schema.nullable()` would
 * carry the id too, and the document generator then writes the shared component itself as
 * nullable, for every use. A union keeps the component as it is and the null at this use.
 */
export function orNull<T extends z.ZodType>(schema: T) {
  return z.union([schema, z.null()]);
}
