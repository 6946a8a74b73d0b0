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
    [[], 'a', ['a']],
    [['a', 'b'], 'c', ['c', 'a', 'b']],
    // Viewing one again moves it to the front rather than listing it twice.
    [['a', 'b', 'c'], 'b', ['b', 'a', 'c']],
    [['1', '2', '3', '4', '5', '6', '7', '8'], '9', ['9', '1', '2', '3', '4', '5', '6', '7']],
  ])('%j + %s → %j', (list, id, expected) => {
    expect(withRecentlyViewed(list, id)).toEqual(expected)
  })
})

describe('useRecentlyViewed', () => {
  it('keeps the last eight product pages, most recent first, without duplicates', () => {
    const { result } = renderHook(() => useRecentlyViewed())
    expect(result.current).toEqual([])
    act(() => {
      for (const id of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'c']) recordRecentlyViewed(id)
    })
    expect(result.current).toEqual(['c', 'i', 'h', 'g', 'f', 'e', 'd', 'b'])
    expect(result.current).toHaveLength(MAX_RECENTLY_VIEWED)
  })

  it('records the page a component shows, once it has mounted', () => {
    const { rerender } = renderHook(
      ({ id }) => {
        useRecordRecentlyViewed(id)
      },
      { initialProps: { id: 'amber-night' } },
    )
    rerender({ id: 'rose-de-mai' })
    rerender({ id: 'amber-night' })
    expect(JSON.parse(localStorage.getItem(RECENTLY_VIEWED_KEY) ?? 'null')).toEqual([
      'amber-night',
      'rose-de-mai',
    ])
  })

  it('renders nothing on the server, whatever the browser holds', () => {
    localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(['amber-night']))
    function Probe() {
      return createElement('p', null, useRecentlyViewed().join(','))
    }
    expect(renderToString(createElement(Probe))).toBe('<p></p>')
  })

  it.each([
    ['not JSON', '{oops'],
    ['not a list', '{"a":1}'],
    ['not strings', '[1, null, {}]'],
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
      recordRecentlyViewed('amber-night')
    }).not.toThrow()
    expect(renderHook(() => useRecentlyViewed()).result.current).toEqual([])
  })
})
