import { describe, expect, it } from 'vitest'
import { valuesOf } from './labelled-values'

describe('valuesOf', () => {
  it('lists the keys in the order written', () => {
    expect(valuesOf({ rainy: 'Rainy season', dry: 'Dry season', 'all-year': 'All year' })).toEqual([
      'rainy',
      'dry',
      'all-year',
    ])
  })

  it('refuses an empty table', () => {
    expect(() => valuesOf({})).toThrow('A label table needs at least one value')
  })
})
