import { useEffect } from 'react'
import { useLocation, useParams } from 'react-router'
import { deepestHandle, resolveHead } from './page-head'
import { usePageMatches } from './page-router'
import { useQueryDataReader } from '../lib/server-state'

function setMeta(name: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)
  if (!element) {
    element = document.createElement('meta')
    element.name = name
    document.head.append(element)
  }
  element.content = content
}

/**
 * Keeps the tab's title and description in step with the page after in-app navigation. The
 * server writes the full head (Open Graph, JSON-LD) for crawlers; a shopper's browser only
 * needs what it shows: the title in the tab and history, the description for sharing.
 */
export function DocumentHead() {
  const matches = usePageMatches()
  const params = useParams()
  const location = useLocation()
  // A product's title waits for its data: a new reader whenever a query succeeds.
  const queryClient = useQueryDataReader()

  useEffect(() => {
    const head = resolveHead(deepestHandle(matches.map((match): unknown => match.route.handle)), {
      params,
      url: new URL(location.pathname + location.search, window.location.origin),
      queryClient,
      origin: window.location.origin,
    })
    if (document.title !== head.title) document.title = head.title
    setMeta('description', head.description)
  }, [matches, params, location, queryClient])

  return null
}
