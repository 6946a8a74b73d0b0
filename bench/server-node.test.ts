import { describe, expect, it } from 'vitest'
import { majorOf, runtimeFrom } from './server-node.js'

describe('the runtime the bench runs the shop on', () => {
  it('is SCENTIA_SERVER_NODE when set, asked for its own version', () => {
    const runtime = runtimeFrom({ SCENTIA_SERVER_NODE: process.execPath })
    expect(runtime).toEqual({
      command: process.execPath,
      version: process.version,
      source: 'SCENTIA_SERVER_NODE',
    })
  })

  it('is the bench’s own Node when unset or empty', () => {
    for (const env of [{}, { SCENTIA_SERVER_NODE: '' }]) {
      expect(runtimeFrom(env).source).toBe('the bench’s own Node')
      expect(runtimeFrom(env).command).toBe(process.execPath)
    }
  })

  it('fails loudly for a path that is not a Node', () => {
    expect(() => runtimeFrom({ SCENTIA_SERVER_NODE: '/no/such/node' })).toThrow()
  })

  it.each([
    ['v26.12.1', 26],
    ['v20.20.2', 20],
    ['26.0.0', 26],
  ])('reads the major version of %s', (version, major) => {
    expect(majorOf(version)).toBe(major)
  })
})
