import { runCommand } from './processes.js'
import { repoRoot } from './paths.js'

export class BuildError extends Error {}

/**
 * `npm run build`, exactly as `npm start` builds, with its output on stderr so the report on
 * stdout stays clean. A failed build stops the benchmark: numbers from a stale dist would lie.
 */
export async function buildShop(): Promise<void> {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
  const started = Date.now()
  const result = await runCommand(npm, ['run', 'build'], { cwd: repoRoot, shouldEcho: true })
  if (result.code !== 0) {
    throw new BuildError(
      `npm run build failed (exit ${result.code ?? 'signal'}); fix the build, then rerun npm run bench. ` +
        'Its output is above.',
    )
  }
  console.error(`[bench] build done in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}
