/**
 * The values of a value → label table, in the order written (string keys keep insertion order),
 * as the non-empty tuple zod and drizzle enums take. A list of choices and its labels are then
 * written once, as the table, and can never disagree.
 */
export function valuesOf<K extends string>(
  labels: Readonly<Record<K, string>>,
): readonly [K, ...K[]] {
  const [first, ...rest] = Object.keys(labels) as K[]
  if (first === undefined) throw new Error('A label table needs at least one value')
  return [first, ...rest]
}
