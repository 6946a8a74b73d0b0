import { describe, expect, it } from 'vitest'
import { parseOptions, UsageError } from './options.js'

describe('parseOptions', () => {
  it('runs every section, the mixed workload included, by default', () => {
    expect(parseOptions([])).toEqual({
      isQuick: false,
      sections: ['bundle', 'api', 'lighthouse', 'mixed', 'dashboard'],
      shouldBuild: true,
      shouldProfile: false,
      showHelp: false,
    })
  })

  it('selects the mixed workload like any section, in report order', () => {
    expect(parseOptions(['--only=mixed']).sections).toEqual(['mixed'])
    expect(parseOptions(['--only=mixed,api']).sections).toEqual(['api', 'mixed'])
  })

  it('takes --quick, --skip-build and --profile', () => {
    const options = parseOptions(['--quick', '--skip-build', '--profile'])
    expect(options).toMatchObject({ isQuick: true, shouldBuild: false, shouldProfile: true })
  })

  it('grows the catalogue with --products=N', () => {
    expect(parseOptions(['--products=20000']).products).toBe(20_000)
    expect(parseOptions([]).products).toBeUndefined()
  })

  it.each([
    ['--only=load'],
    ['--only='],
    ['--fast'],
    ['--products=0'],
    ['--products=1.5'],
    ['--products=x'],
  ])('refuses %s', (arg) => {
    expect(() => parseOptions([arg])).toThrow(UsageError)
  })
})
