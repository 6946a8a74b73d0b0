import type {
  AdminProductFilter,
  AdminProductListResponse,
  AdminProductResponse,
} from '@scentia/domain/admin/order-console'
import type {
  ProductInput,
  ProductPatch,
  SizeInput,
  SizePatch,
} from '@scentia/domain/admin/product-input'
import type { PhotoKind } from '@scentia/domain/catalog/product-photos'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client'
import { catalogKeys } from '../../../lib/catalog'
import { adminContract } from './admin-contract'
import { adminListQueryOptions } from './admin-list-query'
import { adminKeys } from './admin-query-keys'

/** Every answer about one product: the product as it now stands (decision 042). */
const productAnswerSchema = async () => (await adminContract()).adminProductResponseSchema

/** A type (not an interface), so it reads as the query string's record. */
export type ProductFilters = {
  q: string
  filter: AdminProductFilter
  page: number
}

/** One page of the console's list, searched and filtered on the server (docs/product.md §11). */
export const adminProductsQueryOptions = (filters: ProductFilters) =>
  adminListQueryOptions<AdminProductListResponse, ProductFilters>(
    'products',
    filters,
    async () => (await adminContract()).adminProductListResponseSchema,
  )

export const useAdminProducts = (filters: ProductFilters) =>
  useQuery(adminProductsQueryOptions(filters))

export const adminProductQueryOptions = (id: number) =>
  queryOptions({
    queryKey: adminKeys.product(id),
    queryFn: ({ signal }) =>
      apiRequest<AdminProductResponse>(`/admin/products/${id}`, {
        signal,
        schema: productAnswerSchema,
      }),
    select: (response) => response.product,
  })

/** One product for its editor; not the whole list. */
export const useAdminProduct = (id: number, enabled: boolean) =>
  useQuery({ ...adminProductQueryOptions(id), enabled })

/** After any product write: the console's lists, and the storefront's catalogue cache. */
export function useRefreshProducts() {
  const client = useQueryClient()
  return async () => {
    await Promise.all([
      client.invalidateQueries({ queryKey: adminKeys.all }),
      // The shop's own product queries, so the owner sees the change on the storefront at once.
      client.invalidateQueries({ queryKey: catalogKeys.all }),
    ])
  }
}

export function useSaveProduct() {
  const refresh = useRefreshProducts()
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: ProductInput | ProductPatch }) =>
      id === null
        ? apiRequest<AdminProductResponse>('/admin/products', {
            method: 'POST',
            body: input,
            schema: productAnswerSchema,
          })
        : apiRequest<AdminProductResponse>(`/admin/products/${id}`, {
            method: 'PATCH',
            body: input,
            schema: productAnswerSchema,
          }),
    onSuccess: refresh,
  })
}

export function useSetRetired() {
  const refresh = useRefreshProducts()
  return useMutation({
    mutationFn: ({ id, retired }: { id: number; retired: boolean }) =>
      apiRequest<AdminProductResponse>(`/admin/products/${id}/${retired ? 'retire' : 'restore'}`, {
        method: 'POST',
        schema: productAnswerSchema,
      }),
    onSuccess: refresh,
  })
}

/**
 * POST /api/admin/products/{id}/photos with the file's raw bytes (docs/decisions/049), through the
 * API client like every other call, so an expired session (401) signs the owner out here too.
 */
export function uploadProductPhoto(
  id: number,
  file: File,
  { kind = 'gallery', alt = '' }: { kind?: PhotoKind; alt?: string } = {},
): Promise<AdminProductResponse> {
  return apiRequest<AdminProductResponse>(`/admin/products/${id}/photos`, {
    method: 'POST',
    body: file,
    query: { kind, alt },
    schema: productAnswerSchema,
  })
}

export function useUploadPhoto() {
  const refresh = useRefreshProducts()
  return useMutation({
    mutationFn: ({
      id,
      file,
      kind,
      alt,
    }: {
      id: number
      file: File
      kind?: PhotoKind
      alt?: string
    }) => uploadProductPhoto(id, file, { kind, alt }),
    onSuccess: refresh,
  })
}

export function useRemovePhoto() {
  const refresh = useRefreshProducts()
  return useMutation({
    mutationFn: ({ id, photoId }: { id: number; photoId: number }) =>
      apiRequest<AdminProductResponse>(`/admin/products/${id}/photos/${photoId}`, {
        method: 'DELETE',
        schema: productAnswerSchema,
      }),
    onSuccess: refresh,
  })
}

export function useSetPhotoAlt() {
  const refresh = useRefreshProducts()
  return useMutation({
    mutationFn: ({ id, photoId, alt }: { id: number; photoId: number; alt: string }) =>
      apiRequest<AdminProductResponse>(`/admin/products/${id}/photos/${photoId}`, {
        method: 'PATCH',
        body: { alt },
        schema: productAnswerSchema,
      }),
    onSuccess: refresh,
  })
}

/** The gallery's new order, every photo once (Move up / Move down, or a drag). */
export function useReorderPhotos() {
  const refresh = useRefreshProducts()
  return useMutation({
    mutationFn: ({ id, order }: { id: number; order: number[] }) =>
      apiRequest<AdminProductResponse>(`/admin/products/${id}/photos/order`, {
        method: 'PUT',
        body: { order },
        schema: productAnswerSchema,
      }),
    onSuccess: refresh,
  })
}

/** Sizes other than the full bottle (decision 019): add, or edit with a `sizeId`. */
export function useSaveSize() {
  const refresh = useRefreshProducts()
  return useMutation({
    mutationFn: ({
      productId,
      sizeId,
      input,
    }: {
      productId: number
      sizeId: number | null
      input: SizeInput | SizePatch
    }) =>
      apiRequest<AdminProductResponse>(
        sizeId === null
          ? `/admin/products/${productId}/sizes`
          : `/admin/products/${productId}/sizes/${sizeId}`,
        { method: sizeId === null ? 'POST' : 'PATCH', body: input, schema: productAnswerSchema },
      ),
    onSuccess: refresh,
  })
}

export function useRemoveSize() {
  const refresh = useRefreshProducts()
  return useMutation({
    mutationFn: ({ productId, sizeId }: { productId: number; sizeId: number }) =>
      apiRequest<AdminProductResponse>(`/admin/products/${productId}/sizes/${sizeId}`, {
        method: 'DELETE',
        schema: productAnswerSchema,
      }),
    onSuccess: refresh,
  })
}
