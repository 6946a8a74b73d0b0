import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { orders, users } from '../../db/schema/index.js'

/**
 * Whether the shopper who placed an order still wants texts about it (docs/product.md §5: "unless the
 * shopper turned SMS off"). Read in the transaction that queues the text, so a switch saved
 * before the change is honoured. An order whose account is gone keeps the default: the order's
 * phone was given at checkout for its delivery.
 */
export async function orderSmsAllowed(tx: Db, orderId: string): Promise<boolean> {
  const [row] = await tx
    .select({ smsUpdates: users.smsUpdates })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.orderId, orderId))
    .limit(1)
  return row?.smsUpdates ?? true
}
