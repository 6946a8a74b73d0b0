import { describe, expect, it } from 'vitest'
import { endpointList } from './api-throughput.js'
import { isSpaShell } from './capture.js'

describe('isSpaShell', () => {
  it('tells the SPA shell from a server-rendered page', () => {
    expect(isSpaShell('<body><div id="root"></div><script type="module"></script></body>')).toBe(
      true,
    )
    expect(isSpaShell('<div id="root">\n  </div>')).toBe(true)
    // The template served as is, when the server build is missing.
    expect(isSpaShell('<div id="root"><!--app-html--></div>')).toBe(true)
    expect(isSpaShell('<div id="root"><main><h1>Storm Surge</h1></main></div>')).toBe(false)
  })
})

describe('endpointList', () => {
  it('holds the catalogue JSON and the product page, as a browser asks, to the goal', () => {
    const goals = endpointList('storm-surge-100ml').filter((endpoint) => endpoint.hasGoal)
    expect(goals.map((endpoint) => [endpoint.path, endpoint.headers['accept-encoding']])).toEqual([
      ['/api/user/product/list', 'br, gzip'],
      ['/shop/product/storm-surge-100ml', 'br, gzip'],
    ])
  })

  it('leaves the product rows out without a product', () => {
    expect(endpointList(undefined).map((endpoint) => endpoint.label)).toEqual([
      'catalogue JSON',
      'catalogue JSON',
      'Lagos LGAs',
    ])
  })
})
