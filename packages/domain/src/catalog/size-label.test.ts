import { describe, expect, it } from 'vitest'
import { isSampleLabel, millilitresInLabel } from './size-label'

describe('millilitresInLabel', () => {
  it.each([
    ['100ml', 100],
    ['2 ml sample', 2],
    ['3.4 oz / 100 ML', 100],
    ['7.5ml travel spray', 8],
    ['Travel spray', 0],
    ['', 0],
  ])('%s → %i ml', (label, ml) => {
    expect(millilitresInLabel(label)).toBe(ml)
  })
})

describe('isSampleLabel', () => {
  it.each([
    ['2 ml sample', true],
    ['Samples 1ml', true],
    ['10 ml travel spray', false],
    ['Sampler box 50ml', false],
  ])('%s → %s', (label, sample) => {
    expect(isSampleLabel(label)).toBe(sample)
  })
})
