import type { Db } from '../../db/client.js'

type Hook<Changed> = {
  onStockChange(tx: Db, changed: Changed, before: number, after: number): Promise<unknown>
  flush(): void
}

/**
 * The inventory's one hook made of several (the back-in-stock alerts and the low-stock notice),
 * each told of every change in turn under the same row lock, and each flushed after the commit.
 */
export function combineStockHooks<Changed>(...hooks: Hook<Changed>[]) {
  return {
    async onStockChange(tx: Db, changed: Changed, before: number, after: number): Promise<number> {
      let told = 0
      for (const hook of hooks) {
        const result = await hook.onStockChange(tx, changed, before, after)
        if (result === true || (typeof result === 'number' && result > 0)) told += 1
      }
      return told
    },
    flush(): void {
      for (const hook of hooks) hook.flush()
    },
  }
}
