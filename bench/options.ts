export const SECTIONS = ['bundle', 'api', 'lighthouse', 'mixed', 'dashboard'] as const
export type Section = (typeof SECTIONS)[number]

export interface BenchOptions {
  /**
   * No Lighthouse, short wrk runs, 10 shoppers for 10 s: a smoke test of the numbers, not
   * a measurement.
   */
  isQuick: boolean
  sections: Section[]
  /** False only with --skip-build, to iterate on the benchmark itself against an existing build. */
  shouldBuild: boolean
  /** Run the mixed workload's shop processes under `node --cpu-prof` and report where the time goes. */
  shouldProfile: boolean
  showHelp: boolean
  /**
   * Grow the catalogue to this many products (generated from a fixed seed) before measuring
   * (docs/product.md §11); unset: the 64 seeded fragrances.
   */
  products?: number
}

/** Past this the bench would measure the generator, not the shop. */
export const MAX_PRODUCTS = 100_000

export class UsageError extends Error {}

export const USAGE = `Usage: npm run bench -- [--quick] [--only=bundle|api|lighthouse|mixed|dashboard[,…]] [--products=N] [--skip-build]

  --quick        no Lighthouse, 1 short wrk run per endpoint, 10 shoppers for 10 s
                 in the mixed workload (a smoke test, a few minutes)
  --only=LIST    run only these sections (comma-separated): bundle, api, lighthouse, mixed,
                 dashboard (the sales dashboard at 100,000 orders, PostgreSQL and PGlite)
  --products=N   grow the catalogue to N products (a fixed seed: the same shop every run)
                 in each section's own database before measuring; the report states the size
  --skip-build   reuse the existing apps/*/dist instead of running npm run build
  --profile      CPU-profile the mixed workload's shop processes (node --cpu-prof): the report
                 lists the busiest functions, the .cpuprofile files stay beside the report
  --help         this text

Writes bench/reports/<timestamp>.md and .json and prints the Markdown.`

function isSection(value: string): value is Section {
  return (SECTIONS as readonly string[]).includes(value)
}

export function parseOptions(argv: readonly string[]): BenchOptions {
  const options: BenchOptions = {
    isQuick: false,
    sections: [...SECTIONS],
    shouldBuild: true,
    shouldProfile: false,
    showHelp: false,
  }
  for (const arg of argv) {
    if (arg === '--quick') options.isQuick = true
    else if (arg === '--skip-build') options.shouldBuild = false
    else if (arg === '--profile') options.shouldProfile = true
    else if (arg === '--help' || arg === '-h') options.showHelp = true
    else if (arg.startsWith('--products=')) {
      const products = Number(arg.slice('--products='.length))
      if (!Number.isInteger(products) || products < 1 || products > MAX_PRODUCTS) {
        throw new UsageError(`--products takes a whole number from 1 to ${MAX_PRODUCTS}`)
      }
      options.products = products
    } else if (arg.startsWith('--only=')) {
      const names = arg
        .slice('--only='.length)
        .split(',')
        .filter((name) => name !== '')
      const unknown = names.filter((name) => !isSection(name))
      if (names.length === 0 || unknown.length > 0) {
        throw new UsageError(`--only takes ${SECTIONS.join(', ')} (got "${arg.slice(7)}")`)
      }
      // Keep the report's order whatever order the flag lists them in.
      options.sections = SECTIONS.filter((section) => names.includes(section))
    } else throw new UsageError(`Unknown option ${arg}`)
  }
  return options
}
