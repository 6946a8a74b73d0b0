import { describe, expect, it } from 'vitest'
import {
  AUDIT_ACTION_LABELS,
  AUDIT_ACTIONS,
  auditQuerySchema,
  changedFields,
  formatAuditValue,
  productEditAction,
} from './audit'

describe('changedFields', () => {
  it.each([
    [{ price: 100 }, { price: 100 }, {}, {}],
    [{ price: 100, stock: 3 }, { price: 90, stock: 3 }, { price: 100 }, { price: 90 }],
    [{ notes: ['oud', 'rose'] }, { notes: ['oud', 'rose'] }, {}, {}], // arrays by content
    [
      { notes: ['oud'] },
      { notes: ['oud', 'rose'] },
      { notes: ['oud'] },
      { notes: ['oud', 'rose'] },
    ],
    [
      { tracking_number: null },
      { tracking_number: 'GIG-1' },
      { tracking_number: null },
      { tracking_number: 'GIG-1' },
    ],
    [{}, { photo: 'abc' }, { photo: null }, { photo: 'abc' }], // a field that appears
    [
      { retired: false, best_seller: true },
      { retired: true, best_seller: true },
      { retired: false },
      { retired: true },
    ],
  ])('%j → %j keeps %j → %j', (before, after, keptBefore, keptAfter) => {
    expect(changedFields(before, after)).toEqual({ before: keptBefore, after: keptAfter })
  })
})

describe('productEditAction', () => {
  it.each([
    [{ price: 45_000 }, 'product.price'],
    [{ stock: 0 }, 'product.stock'],
    [{ best_seller: true }, 'product.best_seller'],
    [{ price: 45_000, stock: 2 }, 'product.update'],
    [{ name: 'Oud Royale' }, 'product.update'],
    [{}, 'product.update'], // saved without a change: still an edit the owner made
  ])('%j → %s', (changed, action) => {
    expect(productEditAction(changed)).toBe(action)
  })
})

describe('formatAuditValue', () => {
  it.each([
    [null, '—'],
    [undefined, '—'],
    ['shipped', 'shipped'],
    ['', '""'],
    [45_000, '45000'],
    [true, 'Yes'],
    [false, 'No'],
    [['oud', 'rose'], 'oud, rose'],
    [{ a: 1 }, '{"a":1}'],
  ])('%j → %s', (value, text) => {
    expect(formatAuditValue(value)).toBe(text)
  })
})

describe('the listing query', () => {
  it.each([
    [{}, { page: 1 }],
    [
      { action: 'order.status', page: '2' },
      { action: 'order.status', page: 2 },
    ],
    [
      { action: '', target: ' ORD1 ' },
      { action: '', target: 'ORD1', page: 1 },
    ],
  ])('%j parses to %j', (input, parsed) => {
    expect(auditQuerySchema.parse(input)).toEqual(parsed)
  })

  it.each([[{ action: 'user.delete' }], [{ page: '0' }], [{ target: 'x'.repeat(101) }]])(
    '%j is refused',
    (input) => {
      expect(auditQuerySchema.safeParse(input).success).toBe(false)
    },
  )

  it('labels every action', () => {
    for (const action of AUDIT_ACTIONS) expect(AUDIT_ACTION_LABELS[action]).toBeTruthy()
  })
})
