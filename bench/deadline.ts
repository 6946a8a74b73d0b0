/** Raised when work the bench waits on has not settled in time. */
export class DeadlineError extends Error {
  override name = 'DeadlineError'
}

/**
 * `work`, or a DeadlineError after `ms` with what `describe` says at that moment (who is still
 * waiting on what). A promise that never settles must fail its section, not hold the run open:
 * the mixed workload at 20,000 products once waited on its shoppers forever (decision 005).
 */
export async function settleWithin<T>(
  work: Promise<T>,
  ms: number,
  describe: () => string,
): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(new DeadlineError(`not settled after ${Math.round(ms / 1000)} s: ${describe()}`))
    }, ms)
  })
  try {
    return await Promise.race([work, expired])
  } finally {
    clearTimeout(timer)
  }
}
