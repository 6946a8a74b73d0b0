import type { ProductInput } from './product-input'

/**
 * One valid bottle as the owner's editor sends it: the product-input and catalogue CSV tests both
 * start from it and change only what each case is about.
 */
export const OUD_AL_LAGOS: ProductInput = {
  name: 'Oud al Lagos',
  brand: 'Scentia',
  description: 'Smoky oud over Lagos rain.\nWarm and long.',
  price: 45_000,
  stock: 12,
  gender: 'unisex',
  size: '100ml',
  type: 'Woody',
  intensity: 'Strong',
  notes: { top: ['Saffron', 'Pink pepper'], heart: ['Rose'], base: ['Oud'] },
  best_seller: true,
  gift_set: false,
  travel_size: false,
}
