import { describe, expect, it } from 'vitest'
import { checkInvariants, type DatabaseFacts } from './shop-invariants.js'

describe('checkInvariants', () => {
  const healthy: DatabaseFacts = {
    orders: 3,
    successfulPayments: 3,
    successfulPaymentsWithoutOrder: 0,
    ordersWithoutSuccessfulPayment: 0,
    refundsDue: 0,
    minimumStock: 0,
    hasStockCheckConstraint: true,
    stock: [
      { productId: 1, before: 100, after: 97, ordered: 3 },
      { productId: 2, before: 100, after: 100, ordered: 0 },
    ],
  }
  const broken = (facts: Partial<DatabaseFacts>, completed = 3) =>
    checkInvariants({ ...healthy, ...facts }, completed)
      .filter((check) => !check.holds)
      .map((check) => check.name)

  it('all hold for a consistent shop', () => {
    expect(checkInvariants(healthy, 3).every((check) => check.holds)).toBe(true)
  })

  it.each([
    [{ orders: 4 }, ['orders = successful payments', 'orders = purchases the shoppers completed']],
    [{ successfulPaymentsWithoutOrder: 1 }, ['each order stands for one successful payment']],
    [{ ordersWithoutSuccessfulPayment: 1 }, ['each order stands for one successful payment']],
    [{ refundsDue: 1 }, ['no payment left to refund']],
    [{ minimumStock: -1 }, ['stock never negative']],
    [{ hasStockCheckConstraint: false }, ['stock never negative']],
    [
      { stock: [{ productId: 1, before: 100, after: 96, ordered: 3 }] },
      ['stock taken = quantities ordered'],
    ],
  ])('%j breaks %j', (facts, names) => {
    expect(broken(facts)).toEqual(names)
  })

  it('catches an order the shoppers never saw completed', () => {
    expect(broken({}, 2)).toEqual(['orders = purchases the shoppers completed'])
  })

  it('names the product whose stock moved differently from its orders', () => {
    const check = checkInvariants(
      { ...healthy, stock: [{ productId: 7, before: 10, after: 4, ordered: 5 }] },
      3,
    ).find((candidate) => candidate.name === 'stock taken = quantities ordered')
    expect(check?.actual).toBe('6 units taken; differs for product 7')
  })
})
