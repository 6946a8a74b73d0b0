import type { Db } from '../../db/client.js'
import { findCustomer, listCustomers, loadStats } from './admin-customers.repository.js'

/**
 * The console's read-only views of the shop: the dashboard figures and the customers list. Thin
 * today, but it keeps the routes off the repository (STYLE: routes call services).
 */
export function createAdminCustomersService({ db }: { db: Db }) {
  return {
    stats: () => loadStats(db),
    list: (query: { search: string | undefined; page: number; pageSize: number }) =>
      listCustomers(db, query),
    find: (userId: number) => findCustomer(db, userId),
  }
}

export type AdminCustomersService = ReturnType<typeof createAdminCustomersService>
