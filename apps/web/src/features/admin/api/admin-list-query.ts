import type { ContractLoader } from '../../../lib/api-client'
import { pagedQueryOptions } from '../../../lib/paged-query'
import { adminKeys, type AdminList } from './admin-query-keys'

/**
 * One page of a console list (docs/product.md §11): its path and its query key both come from
 * the list's name, so the two cannot drift apart, and the key sits under the console's root key,
 * so every console write refreshes the list. `filters` is the query string's record.
 */
export const adminListQueryOptions = <T, F extends Readonly<Record<string, string | number>>>(
  list: AdminList,
  filters: F,
  schema?: ContractLoader<T>,
) =>
  pagedQueryOptions<T, ReturnType<typeof adminKeys.list<F>>>(
    `/admin/${list}`,
    adminKeys.list(list, filters),
    filters,
    schema,
  )
