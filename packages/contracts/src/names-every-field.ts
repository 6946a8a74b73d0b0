import type { z } from 'zod'

/**
 * `true` when schema `S` names every field of the domain's type `T`, else `never`, so a constant
 * typed with it fails to compile. The API's serializer sends only what a response schema names
 * (docs/decisions/042): a field added to the domain's type and not to its schema would vanish
 * from the answer without a word. `satisfies z.ZodType<T>` alone misses optional fields.
 */
export type NamesEveryField<T, S extends z.ZodType> = [
  Exclude<keyof T, keyof z.output<S>>,
] extends [never]
  ? true
  : never
