import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { afterSaleContract } from '../../../lib/after-sale-contract'
import { apiRequest } from '../../../lib/api-client'
import { adminKeys } from './admin-query-keys'

export type { OwnerReturn, ReturnsPage, ReturnSummary } from '@scentia/contracts/after-sale'

const returnsPageSchema = async () => (await afterSaleContract()).returnsPageSchema
const ownerReturnAnswerSchema = async () => (await afterSaleContract()).ownerReturnAnswerSchema
const returnStepAnswerSchema = async () => (await afterSaleContract()).returnStepAnswerSchema

const returnsKey = (state: string, page: number) =>
  [...adminKeys.all, 'returns', state, page] as const
const returnKey = (id: number) => [...adminKeys.all, 'return', id] as const

/** The console's Returns list, newest first, one state or all, a page at a time (docs/product.md §12). */
export const useAdminReturns = ({ state, page }: { state: string; page: number }) =>
  useQuery(
    queryOptions({
      queryKey: returnsKey(state, page),
      queryFn: ({ signal }) => {
        const query = new URLSearchParams()
        if (state) query.set('state', state)
        if (page > 1) query.set('page', String(page))
        const search = query.toString()
        return apiRequest(`/admin/returns${search ? `?${search}` : ''}`, {
          signal,
          schema: returnsPageSchema,
        })
      },
    }),
  )

export const useAdminReturn = (id: number) =>
  useQuery(
    queryOptions({
      queryKey: returnKey(id),
      queryFn: ({ signal }) =>
        apiRequest(`/admin/returns/${String(id)}`, { signal, schema: ownerReturnAnswerSchema }),
      select: (response) => response.data,
    }),
  )

/**
 * One owner step on a return (approve, refuse with a note, receive with the resaleable count),
 * each audited by the API; every console query is read again after it.
 */
export function useReturnStep(id: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (
      step:
        | { kind: 'approve' }
        | { kind: 'refuse'; note: string }
        | { kind: 'receive'; resaleable: { line: number; quantity: number }[] },
    ) => {
      const path = `/admin/returns/${String(id)}/${step.kind}`
      if (step.kind === 'approve')
        return apiRequest(path, { method: 'POST', schema: returnStepAnswerSchema })
      if (step.kind === 'refuse')
        return apiRequest(path, {
          method: 'POST',
          body: { note: step.note },
          schema: returnStepAnswerSchema,
        })
      return apiRequest(path, {
        method: 'POST',
        body: { resaleable: step.resaleable },
        schema: returnStepAnswerSchema,
      })
    },
    onSuccess: async (answer) => {
      client.setQueryData(returnKey(id), { data: answer.data })
      await client.invalidateQueries({ queryKey: adminKeys.all })
    },
  })
}
