import type {
  AdminCustomerResponse,
  AdminCustomerSummary,
  Page,
} from '@scentia/domain/admin/order-console'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client'
import { adminKeys } from './admin-query-keys'

export const adminCustomersQueryOptions = (filters: { search: string; page: number }) =>
  queryOptions({
    queryKey: adminKeys.customers(filters),
    queryFn: ({ signal }) =>
      apiRequest<Page<AdminCustomerSummary>>('/admin/customers', {
        signal,
        query: { search: filters.search || undefined, page: filters.page },
      }),
    placeholderData: keepPreviousData,
  })

export const useAdminCustomers = (filters: { search: string; page: number }) =>
  useQuery(adminCustomersQueryOptions(filters))

export const useAdminCustomer = (userId: number) =>
  useQuery({
    queryKey: adminKeys.customer(userId),
    queryFn: ({ signal }) =>
      apiRequest<AdminCustomerResponse>(`/admin/customers/${userId}`, { signal }),
    select: (response) => response.customer,
  })
