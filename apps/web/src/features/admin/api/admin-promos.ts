import type { PromoInput, PromoView } from '@scentia/domain/promo/promo'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client'
import { adminContract } from './admin-contract'
import { adminKeys } from './admin-query-keys'

interface PromoListResponse {
  success: true
  promos: PromoView[]
}

interface PromoResponse {
  success: true
  promo: PromoView
}

export const adminPromosQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.promos(),
    queryFn: ({ signal }) =>
      apiRequest<PromoListResponse>('/admin/promos', {
        signal,
        schema: async () => (await adminContract()).promoListResponseSchema,
      }),
    select: (response) => response.promos,
  })

export const useAdminPromos = () => useQuery(adminPromosQueryOptions())

/** A code created, edited or switched: the code as it now stands (decision 042). */
const promoAnswerSchema = async () => (await adminContract()).promoResponseSchema

function useRefreshPromos() {
  const client = useQueryClient()
  return () => client.invalidateQueries({ queryKey: adminKeys.all })
}

/** POST /api/admin/promos (new) or PUT /api/admin/promos/{id} (edit). */
export function useSavePromo() {
  const refresh = useRefreshPromos()
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: PromoInput }) =>
      apiRequest<PromoResponse>(id === null ? '/admin/promos' : `/admin/promos/${id}`, {
        method: id === null ? 'POST' : 'PUT',
        body: input,
        schema: promoAnswerSchema,
      }),
    onSuccess: refresh,
  })
}

export function useSetPromoActive() {
  const refresh = useRefreshPromos()
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) =>
      apiRequest<PromoResponse>(`/admin/promos/${id}/${active ? 'activate' : 'deactivate'}`, {
        method: 'POST',
        schema: promoAnswerSchema,
      }),
    onSuccess: refresh,
  })
}
