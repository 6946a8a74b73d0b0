/**
 * The owner's delivery table as the console sends it and the API stores it (docs/decisions/040):
 * every rule the owner could break, in words. Apart from the pricing rules in delivery-rates.ts
 * because it is built with zod when its module loads: the product page, the cart and the
 * checkout price an address with delivery-rates.ts and never validate a table, so they load
 * neither zod nor this schema (decision 036: a product page's Total Blocking Time).
 */
import { z } from 'zod'
import { isLagos } from './delivery-fee'
import {
  deliveryNameKey as key,
  MAX_DELIVERY_DAYS,
  MAX_STATE_FEE,
  type LgaRate,
  type StateRate,
} from './delivery-rates'

const feeSchema = z
  .number({ error: 'Enter the fee in whole naira' })
  .int('Enter the fee in whole naira')
  .min(0, 'A fee cannot be below ₦0')
  .max(MAX_STATE_FEE, 'A fee cannot be above ₦100,000')
const daysSchema = z
  .number({ error: 'Enter whole business days' })
  .int('Enter whole business days')
  .min(1, 'A delivery window starts at 1 business day or more')
  .max(MAX_DELIVERY_DAYS, 'A delivery window ends within 30 business days')
const nameSchema = (what: string) =>
  z.string().trim().min(1, `Choose the ${what}`).max(80, `The ${what} name is too long`)

const stateRateSchema = z.object({
  state: nameSchema('state'),
  fee: feeSchema,
  min_days: daysSchema,
  max_days: daysSchema,
})

/** The table the console sends and the API stores: every rule the owner could break, in words. */
export const deliveryRatesSchema = z
  .object({
    states: z.array(stateRateSchema).max(60),
    lga_overrides: z.array(stateRateSchema.extend({ lga: nameSchema('LGA') })).max(800),
    free_delivery_from: z
      .number({ error: 'Enter the free-delivery threshold in whole naira' })
      .int('Enter the free-delivery threshold in whole naira')
      .min(1, 'The free-delivery threshold must be above ₦0')
      .max(100_000_000, 'The free-delivery threshold cannot be above ₦100,000,000')
      .nullable(),
  })
  .superRefine((rates, context) => {
    const rows: [string, StateRate & { lga?: string }, (string | number)[]][] = [
      ...rates.states.map((row, index): [string, StateRate, (string | number)[]] => [
        key(row.state),
        row,
        ['states', index],
      ]),
      ...rates.lga_overrides.map((row, index): [string, LgaRate, (string | number)[]] => [
        `${key(row.state)}/${key(row.lga)}`,
        row,
        ['lga_overrides', index],
      ]),
    ]
    const seen = new Set<string>()
    for (const [name, row, path] of rows) {
      if (isLagos(row.state)) {
        context.addIssue({
          code: 'custom',
          path: [...path, 'state'],
          message: 'Lagos is priced by ward in its own table',
        })
      }
      if (row.min_days > row.max_days) {
        context.addIssue({
          code: 'custom',
          path: [...path, 'max_days'],
          message: 'The last day of a window cannot come before its first',
        })
      }
      if (seen.has(name)) {
        context.addIssue({
          code: 'custom',
          path,
          message: `${row.lga ?? row.state} is listed twice`,
        })
      }
      seen.add(name)
    }
  })
