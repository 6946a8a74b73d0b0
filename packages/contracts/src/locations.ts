import { z } from 'zod'

const names = z.array(z.string())

/**
 * GET /api/locations (docs/product.md §S7): the states; a state's LGAs, named with the state as
 * the shop spells it; an LGA's wards, named with both. The API checks each answer once, when it
 * first builds it (it then sends the same bytes from memory), and the storefront checks what it
 * reads (decision 042).
 */
export const locationsAnswerSchema = z.object({
  success: z.literal(true),
  data: z.union([
    z.object({ states: names }).strict(),
    z.object({ state: z.string(), lgas: names }).strict(),
    z.object({ state: z.string(), lga: z.string(), wards: names }).strict(),
  ]),
})

export type LocationsAnswer = z.infer<typeof locationsAnswerSchema>
