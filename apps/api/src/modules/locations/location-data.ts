import { MAX_LOCATION_NAME_LENGTH } from '@scentia/domain/account/address'
import { z } from 'zod'

const nameSchema = z.string().trim().min(1).max(MAX_LOCATION_NAME_LENGTH)

/**
 * The committed location data (src/db/seed/data/nigeria-locations.json), as
 * scripts/clean-locations.ts writes it and the seed reads it: states → LGAs → wards.
 */
export const locationDataSchema = z.array(
  z.object({
    name: nameSchema,
    lgas: z.array(
      z.object({
        name: nameSchema,
        wards: z.array(
          z.object({
            name: nameSchema,
            latitude: z.number().min(-90).max(90),
            longitude: z.number().min(-180).max(180),
          }),
        ),
      }),
    ),
  }),
)

export type LocationData = z.infer<typeof locationDataSchema>
export type StateData = LocationData[number]
export type LgaData = StateData['lgas'][number]
export type WardData = LgaData['wards'][number]
