import { keepPreviousData, queryOptions, type QueryKey } from '@tanstack/react-query'
import { apiRequest } from './api-client'

/**
 * A console list's page (orders, customers, activity, reviews): its filters sent as the query
 * string, an empty filter left out (the server then applies none), and the page on screen kept
 * while the next one loads, so the list does not flash a skeleton between pages.
 */
export const pagedQueryOptions = <T, K extends QueryKey>(
  path: string,
  queryKey: K,
  filters: Readonly<Record<string, string | number>>,
) =>
  queryOptions({
    queryKey,
    queryFn: ({ signal }) =>
      apiRequest<T>(path, {
        signal,
        query: Object.fromEntries(
          Object.entries(filters).map(([name, value]) => [name, value === '' ? undefined : value]),
        ),
      }),
    placeholderData: keepPreviousData,
  })
