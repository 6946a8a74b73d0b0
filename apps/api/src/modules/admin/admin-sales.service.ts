import {
  averageOrderValue,
  fillDays,
  groupPaymentMethods,
  type SalesRange,
  type SalesSummary,
} from '@scentia/domain/admin/sales'
import { orderCsvRow } from '@scentia/domain/admin/orders-csv'
import type { Db } from '../../db/client.js'
import { ordersForExport, readSalesFigures } from './admin-sales.repository.js'

/** Orders read per round trip while streaming the CSV: the export never holds a whole range. */
const EXPORT_BATCH_ROWS = 500

/** Sales at a glance and the orders CSV (docs/decisions/047-sales-dashboard.md). */
export function createAdminSalesService({ db }: { db: Db }) {
  return {
    async summary(range: SalesRange): Promise<SalesSummary> {
      const { days, topFragrances, topSizes, channels, refunds, returns, checkouts } =
        await readSalesFigures(db, range)
      const revenue = days.reduce((total, day) => total + day.revenue, 0)
      const orders = days.reduce((total, day) => total + day.orders, 0)
      return {
        range: range.range,
        from: range.from,
        to: range.to,
        revenue,
        orders,
        average_order_value: averageOrderValue(revenue, orders),
        days: fillDays(range.days, days),
        top_fragrances: topFragrances,
        top_sizes: topSizes,
        payments: groupPaymentMethods(channels),
        refunds,
        returns,
        checkouts,
      }
    },

    async *exportRows(range: SalesRange) {
      let after: { createdAt: Date; id: number } | null = null
      for (;;) {
        const batch = await ordersForExport(db, range, after, EXPORT_BATCH_ROWS)
        for (const order of batch) yield orderCsvRow(order)
        const last = batch.at(-1)
        if (!last || batch.length < EXPORT_BATCH_ROWS) return
        after = { createdAt: last.createdAt, id: last.id }
      }
    },
  }
}

export type AdminSalesService = ReturnType<typeof createAdminSalesService>
