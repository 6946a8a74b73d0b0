import { describe, expect, it } from 'vitest'
import {
  farShopPages,
  type FirstRequest,
  type PageSample,
  renderBudget,
  showsAnyOf,
} from './page-watch-stats.js'

const first = (overrides: Partial<FirstRequest> = {}): FirstRequest => ({
  kind: 'not showing a bought product',
  path: '/shop/product/far',
  process: 0,
  status: 200,
  render: 'rendered',
  ...overrides,
})
const sample = (overrides: Partial<PageSample> = {}): PageSample => ({
  kind: 'not showing a bought product',
  path: '/shop/product/far',
  process: 0,
  startedAtMs: 10_000,
  status: 200,
  ...overrides,
})

describe('renderBudget', () => {
  const control = { kind: 'bought product (control)', path: '/shop/product/bought' } as const

  it('holds when only the bought products re-render', () => {
    const budget = renderBudget(
      [first(), first({ process: 1 }), first(control)],
      [
        sample(),
        sample({ process: 1 }),
        sample(control),
        sample({ ...control, render: 'rendered' }),
      ],
    )
    expect(budget.verdict).toBe('ok')
    expect(budget.rows).toEqual([
      { kind: 'not showing a bought product', pages: 1, requests: 2, reRenders: 0, notOk: 0 },
      { kind: 'bought product (control)', pages: 1, requests: 2, reRenders: 1, notOk: 0 },
    ])
    expect(budget.firstRenders).toBe(3)
    expect(budget.firstRequests).toBe(3)
  })

  it.each(['rendered', 'limited', 'busy', 'failed'])(
    'misses on any miss of a page not showing a bought product (%s)',
    (render) => {
      const budget = renderBudget([first()], [sample(), sample({ render })])
      expect(budget.verdict).toBe('MISSED')
      expect(budget.rows[0]?.reRenders).toBe(1)
    },
  )

  it('is blind when no first request was seen rendering, or no such page was asked for', () => {
    expect(renderBudget([first({ render: undefined })], [sample()]).verdict).toBe('BLIND')
    expect(renderBudget([first()], []).verdict).toBe('BLIND')
  })
})

describe('showsAnyOf', () => {
  it.each([
    ['<a href="/shop/product/PRD-7">', ['PRD-7'], true],
    ['<a href="/shop/product/oud%20noir">', ['oud noir'], true],
    ['<a href="/shop/product/PRD-8">', ['PRD-7'], false],
    ['', ['PRD-7'], false],
  ])('%s names one of %j: %s', (html, ids, expected) => {
    expect(showsAnyOf(html, ids)).toBe(expected)
  })
})

describe('farShopPages', () => {
  it.each([
    [64, [3]],
    [20_000, [208, 417, 625, 834]],
    [24, []],
  ])('for %i products: %j', (products, pages) => {
    expect(farShopPages(products)).toEqual(pages)
  })
})
