import { act, renderHook } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { createElement } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  MAX_RECENTLY_VIEWED,
  RECENTLY_VIEWED_KEY,
  recordRecentlyViewed,
  useRecentlyViewed,
  useRecordRecentlyViewed,
  withRecentlyViewed,
} from './use-recently-viewed'

afterEach(() => {
  localStorage.clear()
  vi.restoreAllMocks()
})

describe('withRecentlyViewed', () => {
  it.each([
    [[], 1, [1]],
    [[1, 2], 3, [3, 1, 2]],
    // Viewing one again moves it to the front rather than listing it twice.
    [[1, 2, 3], 2, [2, 1, 3]],
    [[1, 2, 3, 4, 5, 6, 7, 8], 9, [9, 1, 2, 3, 4, 5, 6, 7]],
  ])('%j + %i → %j', (list, id, expected) => {
    expect(withRecentlyViewed(list, id)).toEqual(expected)
  })
})

describe('useRecentlyViewed', () => {
  it('keeps the last eight product pages, most recent first, without duplicates', () => {
    const { result } = renderHook(() => useRecentlyViewed())
    expect(result.current).toEqual([])
    act(() => {
      for (const id of [1, 2, 3, 4, 5, 6, 7, 8, 9, 3]) recordRecentlyViewed(id)
    })
    expect(result.current).toEqual([3, 9, 8, 7, 6, 5, 4, 2])
    expect(result.current).toHaveLength(MAX_RECENTLY_VIEWED)
  })

  it('records the page a component shows, once it has mounted', () => {
    const { rerender } = renderHook(
      ({ id }) => {
        useRecordRecentlyViewed(id)
      },
      { initialProps: { id: 12 } },
    )
    rerender({ id: 30 })
    rerender({ id: 12 })
    expect(JSON.parse(localStorage.getItem(RECENTLY_VIEWED_KEY) ?? 'null')).toEqual([12, 30])
  })

  it('renders nothing on the server, whatever the browser holds', () => {
    localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify([12]))
    function Probe() {
      return createElement('p', null, useRecentlyViewed().join(','))
    }
    expect(renderToString(createElement(Probe))).toBe('<p></p>')
  })

  it.each([
    ['not JSON', '{oops'],
    ['not a list', '{"a":1}'],
    ['not product numbers', '[0, -3, 1.5, null, {}]'],
    // What builds before GET /api/products?ids= stored: page ids, which ids= cannot ask for.
    ['an older build’s page ids', '["amber-night"]'],
  ])('reads stored %s as nothing viewed', (_label, stored) => {
    localStorage.setItem(RECENTLY_VIEWED_KEY, stored)
    expect(renderHook(() => useRecentlyViewed()).result.current).toEqual([])
  })

  it('ignores storage that refuses to work', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError')
    })
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError')
    })
    expect(() => {
      recordRecentlyViewed(12)
    }).not.toThrow()
    expect(renderHook(() => useRecentlyViewed()).result.current).toEqual([])
  })
})
