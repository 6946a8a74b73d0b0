#!/usr/bin/env node
// `npm test`: every check the project has, in three phases. The steps of a phase do not depend on
// one another, so they run side by side (tsc, eslint and the builds each keep about one core
// busy; the machine has two), and every step's time is printed, so a slow CI names its phase.
// docs/decisions/026 says why the phases are these.
import { spawn } from 'node:child_process'

const LINT_FLAGS = '--max-warnings=0'
const WEB_AND_E2E_IGNORED = "--ignore-pattern 'apps/web/**' --ignore-pattern 'e2e/**'"

/** @type {Array<{ name: string, steps: Array<{ name: string, command: string }> }>} */
const phases = [
  {
    name: 'static checks and the build',
    steps: [
      { name: 'typecheck', command: 'npm run typecheck' },
      // `npm run lint` in two halves: typed linting builds a TypeScript program of what it
      // lints, and one process for the whole tree was this phase's long pole, with a core idle.
      { name: 'lint api', command: `npx eslint ${LINT_FLAGS} . ${WEB_AND_E2E_IGNORED}` },
      { name: 'lint web', command: `npx eslint ${LINT_FLAGS} apps/web e2e` },
      { name: 'format', command: 'npx prettier --check . --log-level warn' },
      { name: 'build', command: 'npm run build' },
    ],
  },
  { name: 'unit and API tests', steps: [{ name: 'vitest', command: 'npm run test:unit' }] },
  {
    name: 'end-to-end tests',
    steps: [{ name: 'playwright', command: 'npm run test -w @scentia/e2e' }],
  },
]

const started = Date.now()
const seconds = (ms) => `${Math.round(ms / 1000)}s`
/** @type {Array<[string, number, number]>} step, seconds, exit code */
const timings = []

function run(step, { buffered }) {
  return new Promise((resolve) => {
    const begun = Date.now()
    const child = spawn(step.command, {
      shell: true,
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    })
    const chunks = []
    if (buffered) {
      child.stdout.on('data', (chunk) => chunks.push(chunk))
      child.stderr.on('data', (chunk) => chunks.push(chunk))
    }
    child.on('close', (code, signal) => {
      const took = Date.now() - begun
      const status = code ?? (signal ? 1 : 0)
      // A side-by-side step's output is printed whole when it ends, so steps never interleave.
      if (buffered) {
        console.log(`\n--- ${step.name} (${step.command}) ---`)
        process.stdout.write(Buffer.concat(chunks))
      }
      console.log(`--- ${step.name}: ${status === 0 ? 'passed' : 'FAILED'} in ${seconds(took)}`)
      timings.push([step.name, took, status])
      resolve(status)
    })
  })
}

let failed = false
for (const phase of phases) {
  const phaseStart = Date.now()
  console.log(`\n=== ${phase.name} (+${seconds(phaseStart - started)})`)
  const codes = await Promise.all(
    phase.steps.map((step) => run(step, { buffered: phase.steps.length > 1 })),
  )
  console.log(`=== ${phase.name}: ${seconds(Date.now() - phaseStart)}`)
  if (codes.some((code) => code !== 0)) {
    failed = true
    break
  }
}

console.log('\nstep         time    result')
for (const [name, took, code] of timings) {
  console.log(
    `${name.padEnd(12)} ${seconds(took).padStart(6)}  ${code === 0 ? 'passed' : 'FAILED'}`,
  )
}
console.log(`total        ${seconds(Date.now() - started).padStart(6)}`)
process.exit(failed ? 1 : 0)
