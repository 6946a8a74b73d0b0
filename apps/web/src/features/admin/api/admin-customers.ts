import type {
  AdminCustomerResponse,
  AdminCustomerSummary,
  Page,
} from '@scentia/domain/admin/order-console'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client'
import { pagedQueryOptions } from '../../../lib/paged-query'
import { adminContract } from './admin-contract'
import { adminKeys } from './admin-query-keys'

export const adminCustomersQueryOptions = (filters: { search: string; page: number }) =>
  pagedQueryOptions<Page<AdminCustomerSummary>, ReturnType<typeof adminKeys.customers>>(
    '/admin/customers',
    adminKeys.customers(filters),
    filters,
    async () => (await adminContract()).adminCustomersPageSchema,
  )

export const useAdminCustomers = (filters: { search: string; page: number }) =>
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
