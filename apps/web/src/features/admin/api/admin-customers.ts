import type {
  AdminCustomerResponse,
  AdminCustomerSummary,
  Page,
} from '@scentia/domain/admin/order-console'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client'
import { adminContract } from './admin-contract'
import { adminListQueryOptions } from './admin-list-query'
import { adminKeys } from './admin-query-keys'

/** A type (not an interface), so it reads as the query string's record. */
export type CustomerFilters = {
  search: string
  page: number
}

export const adminCustomersQueryOptions = (filters: CustomerFilters) =>
  adminListQueryOptions<Page<AdminCustomerSummary>, CustomerFilters>(
    'customers',
    filters,
    async () => (await adminContract()).adminCustomersPageSchema,
  )

export const useAdminCustomers = (filters: CustomerFilters) =>
  useQuery(adminCustomersQueryOptions(filters))

export const useAdminCustomer = (userId: number) =>
  useQuery({
    queryKey: adminKeys.customer(userId),
    queryFn: ({ signal }) =>
      apiRequest<AdminCustomerResponse>(`/admin/customers/${userId}`, {
        signal,
        schema: async () => (await adminContract()).adminCustomerResponseSchema,
      }),
    select: (response) => response.customer,
  })
