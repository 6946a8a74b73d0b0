import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { seededRandom as seededRng } from '../random/seeded-random'
import { createOrderId, isOrderId, isTrackableId, parseTrackInput, trackIdParam } from './order-id'

function sequence(...draws: number[]): () => number {
  let i = 0
  return () => draws[i++ % draws.length]!
}

describe('isOrderId', () => {
  it.each([
    ['ORD0123456789', true],
    ['ORD4829105736', true],
    ['ord4829105736', false],
    ['ORD482910573', false],
    ['ORD48291057360', false],
    ['ORD48291O5736', false],
    [' ORD4829105736', false],
    ['XRD4829105736', false],
    ['', false],
  ])('%j → %s', (id, valid) => {
    expect(isOrderId(id)).toBe(valid)
  })
})

describe('createOrderId', () => {
  it.each([
    [[0], 'ORD0000000000'],
    [[0.999_999], 'ORD9999999999'],
    [[0.05, 0.15, 0.25, 0.35, 0.45, 0.55, 0.65, 0.75, 0.85, 0.95], 'ORD0123456789'],
  ])('draws %j give %s', (draws, id) => {
    expect(createOrderId(sequence(...draws))).toBe(id)
  })

  it('is reproducible from a seed and varies between seeds', () => {
    expect(createOrderId(seededRng(42))).toBe(createOrderId(seededRng(42)))
    expect(createOrderId(seededRng(42))).not.toBe(createOrderId(seededRng(43)))
  })

  it('draws distinct valid ids from one seeded stream', () => {
    const rng = seededRng(2025)
    const created = Array.from({ length: 1_000 }, () => createOrderId(rng))
    expect(created.every(isOrderId)).toBe(true)
    expect(new Set(created).size).toBe(created.length)
  })

  it('always gives a valid id for draws in [0, 1)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), {
          minLength: 10,
          maxLength: 10,
        }),
        (draws) => {
          expect(isOrderId(createOrderId(sequence(...draws)))).toBe(true)
        },
      ),
    )
  })

  it.each([[1], [-0.1], [Number.NaN]])('refuses an rng that gives %d', (draw) => {
    expect(() => createOrderId(() => draw)).toThrow(RangeError)
  })
})

describe('parseTrackInput', () => {
  it.each([
    ['', { ok: false, message: 'Please enter an order ID' }],
    ['   ', { ok: false, message: 'Please enter an order ID' }],
    ['\t\n', { ok: false, message: 'Please enter an order ID' }],
    ['ORD4829105736', { ok: true, orderId: 'ORD4829105736' }],
    ['  ORD4829105736 ', { ok: true, orderId: 'ORD4829105736' }],
    ['ord4829105736', { ok: true, orderId: 'ORD4829105736' }],
    ['123', { ok: true, orderId: '123' }],
  ])('%j → %j', (input, result) => {
    expect(parseTrackInput(input)).toEqual(result)
  })
})

describe('isTrackableId', () => {
  it.each([
    ['ORD0123456789', true],
    ['X'.repeat(32), true],
    ['X'.repeat(33), false],
    ['ORD'.repeat(40), false],
  ])('%s → %s', (id, trackable) => {
    expect(isTrackableId(id)).toBe(trackable)
  })
})

describe('trackIdParam', () => {
  it.each([
    ['', ''],
    ['id=ORD0123456789', 'ORD0123456789'],
    ['id=%20ord0123456789%20', 'ORD0123456789'],
    ['id=', ''],
    [`id=${'9'.repeat(40)}`, '9'.repeat(32)],
  ])('?%s → %j', (query, id) => {
    expect(trackIdParam(new URLSearchParams(query))).toBe(id)
  })
})
