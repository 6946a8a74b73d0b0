/**
 * Everything the benchmark starts (servers, Chromium, wrk, temp folders) registers how to undo
 * itself here, so a failure, Ctrl-C or SIGTERM never leaves a server holding a port or a
 * Chromium eating the CPU that the next run measures.
 */
type CleanupTask = () => Promise<void> | void

const tasks = new Set<CleanupTask>()
let inFlight: Promise<void> | undefined
let interruption: NodeJS.Signals | undefined

/** Registers a task; the returned function unregisters it (call it once the thing is undone). */
export function onCleanup(task: CleanupTask): () => void {
  tasks.add(task)
  return () => tasks.delete(task)
}

/**
 * Runs every registered task, newest first, never throwing: one failed undo must not skip the
 * rest. A second caller (the signal handler and the main flow both call it) waits for the same run.
 */
export function runCleanup(): Promise<void> {
  inFlight ??= (async () => {
    const pending = [...tasks].reverse()
    tasks.clear()
    for (const task of pending) {
      try {
        await task()
      } catch (error) {
        console.error('[bench] cleanup step failed:', error)
      }
    }
  })().finally(() => {
    inFlight = undefined
  })
  return inFlight
}

/** The signal that interrupted the run, if one did: an interrupted run writes no report. */
export function interruptedBy(): NodeJS.Signals | undefined {
  return interruption
}

/** On SIGINT/SIGTERM: undo everything, then exit with the conventional 128 + signal number. */
export function exitCleanlyOnSignals(): void {
  const handle = (signal: NodeJS.Signals, code: number) => {
    // `on`, not `once`: Ctrl-C reaches both tsx and this process, and tsx passes it on, so the
    // same interruption arrives twice; a second delivery must not kill us mid-cleanup.
    process.on(signal, () => {
      if (interruption) return
      interruption = signal
      console.error(`\n[bench] ${signal}: stopping what the benchmark started…`)
      void runCleanup().finally(() => process.exit(code))
    })
  }
  handle('SIGINT', 130)
  handle('SIGTERM', 143)
}
