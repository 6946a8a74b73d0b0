import { keepPreviousData, queryOptions, type QueryKey } from '@tanstack/react-query'
import { apiRequest, type ApiRequestOptions } from './api-client'

/**
 * A console list's page (orders, customers, activity, reviews): its filters sent as the query
 * string, an empty filter left out (the server then applies none), and the page on screen kept
 * while the next one loads, so the list does not flash a skeleton between pages. `schema` is the
 * page's contract (decision 042), checked as `apiRequest` checks one.
 */
export const pagedQueryOptions = <T, K extends QueryKey>(
  path: string,
  queryKey: K,
  filters: Readonly<Record<string, string | number>>,
  schema?: ApiRequestOptions<T>['schema'],
) =>
  queryOptions({
    queryKey,
    queryFn: ({ signal }) =>
      apiRequest<T>(path, {
        signal,
        schema,
        query: Object.fromEntries(
          Object.entries(filters).map(([name, value]) => [name, value === '' ? undefined : value]),
        ),
      }),
    placeholderData: keepPreviousData,
  })
