import { use } from 'react'
import * as Query from 'virtual:tanstack-react-query'
import { queryClient } from './query-client'
import { useRenderClient } from './server-state'

/**
 * What `@tanstack/react-query` is in the shop's web builds and tests (vite.config.ts's alias,
 * decision 054): Query itself, with its hooks finding the app's client without a provider.
 *
 * The first screen reads without Query (lib/server-state.tsx), so no QueryClientProvider wraps
 * the app: one placed there when Query arrives would replace the whole tree below it. Every
 * other reader (a page reached later, a drawer, a form) imports Query as before and gets, in
 * order, a test's QueryClientProvider, the server render's own client, or the app's one.
 */
export * from 'virtual:tanstack-react-query'

function useShopClient(client: Query.QueryClient | undefined): Query.QueryClient {
  const provided = use(Query.QueryClientContext)
  const rendering = useRenderClient()
  return client ?? provided ?? rendering ?? queryClient
}

export const useQueryClient = ((client?: Query.QueryClient) =>
  useShopClient(client)) as typeof Query.useQueryClient

export const useQuery = ((options: never, client?: Query.QueryClient) =>
  Query.useQuery(options, useShopClient(client))) as typeof Query.useQuery

export const useQueries = ((options: never, client?: Query.QueryClient) =>
  Query.useQueries(options, useShopClient(client))) as typeof Query.useQueries

export const useMutation = ((options: never, client?: Query.QueryClient) =>
  Query.useMutation(options, useShopClient(client))) as typeof Query.useMutation
