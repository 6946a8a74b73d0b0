import type {
  AdminCustomerResponse,
  AdminCustomerSummary,
  Page,
} from '@scentia/domain/admin/order-console'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client'
import { pagedQueryOptions } from '../../../lib/paged-query'
import { adminKeys } from './admin-query-keys'

export const adminCustomersQueryOptions = (filters: { search: string; page: number }) =>
  pagedQueryOptions<Page<AdminCustomerSummary>, ReturnType<typeof adminKeys.customers>>(
    '/admin/customers',
    adminKeys.customers(filters),
    filters,
  )

export const useAdminCustomers = (filters: { search: string; page: number }) =>
  useQuery(adminCustomersQueryOptions(filters))

export const useAdminCustomer = (userId: number) =>
  useQuery({
    queryKey: adminKeys.customer(userId),
    queryFn: ({ signal }) =>
      apiRequest<AdminCustomerResponse>(`/admin/customers/${userId}`, { signal }),
    select: (response) => response.customer,
  })
