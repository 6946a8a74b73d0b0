import type { ProductInput } from '@scentia/domain/admin/product-input'
import { ArrowLeft } from 'lucide-react'
import { toast } from '../../../lib/toast'
import { Link, useNavigate } from 'react-router'
import { ButtonLink } from '../../../components/ui/button'
import { StatusPanel } from '../../../components/ui/status-panel'
import { useAdminProduct, useSaveProduct } from '../api/admin-products'
import { ProductForm } from './product-form'
import { ProductPhotos } from './product-photo'
import { ProductSizes } from './product-sizes'
import { ListSkeleton, LoadError } from '../../../components/ui/query-states'
import { isApiError } from '../../../lib/api-client'
import { adminProductPath, productPath } from '../../../config/paths'

/** Create (`productKey` 'new') or edit one product, with its photo. */
export function AdminProductPage({ productKey }: { productKey: string }) {
  const isNew = productKey === 'new'
  const id = /^\d{1,10}$/.test(productKey) ? Number(productKey) : 0
  // Only this product, not the whole catalogue's list (docs/product.md §11).
  const found = useAdminProduct(id, !isNew && id > 0)
  const save = useSaveProduct()
  const navigate = useNavigate()

  const isMissing =
    !isNew && (id === 0 || (isApiError(found.error) && found.error.statusCode === 404))
  if (!isMissing && found.error)
    return <LoadError error={found.error} onRetry={() => void found.refetch()} />
  if (!isNew && !isMissing && !found.data) return <ListSkeleton rows={4} />
  const product = isNew ? undefined : found.data
  if (!isNew && !product) {
    return (
      <StatusPanel
        title="Product not found"
        actions={<ButtonLink to="/admin/products">Back to products</ButtonLink>}
      >
        There is no product {productKey}.
      </StatusPanel>
    )
  }

  const onSave = (input: ProductInput) => {
    save.mutate(
      { id: product?.id ?? null, input },
      {
        onSuccess: ({ product: saved }) => {
          toast.success(product ? 'Product saved' : 'Product created')
          if (!product) void navigate(adminProductPath(saved.id), { replace: true })
        },
      },
    )
  }

  return (
    <div>
      <Link
        to="/admin/products"
        className="inline-flex min-h-11 items-center gap-1 text-sm text-muted hover:text-ink"
      >
        <ArrowLeft className="size-4" aria-hidden="true" /> Products
      </Link>
      <h1 className="mt-3 font-serif text-3xl tracking-tight">
        {product ? product.name : 'New product'}
      </h1>
      {product ? (
        <p className="mt-1 text-sm text-muted">
          <Link
            to={productPath(product.productId)}
            className="inline-flex min-h-11 items-center underline decoration-gold underline-offset-4"
          >
            /shop/product/{product.productId}
          </Link>
          {product.retired ? ' · Retired' : ''}
        </p>
      ) : null}
      <div className="mt-6 grid gap-6 lg:grid-cols-[1.6fr_1fr]">
        <div className="rounded-2xl border border-line bg-white p-5">
          {/* Keyed by product, so the form starts over with the saved values after a create. */}
          <ProductForm
            key={product?.id ?? 'new'}
            product={product}
            onSave={onSave}
            isSaving={save.isPending}
            serverError={save.error?.message}
          />
        </div>
        {product ? (
          <ProductPhotos product={product} />
        ) : (
          <p className="text-sm text-muted">
            Add a photo once the product is created. Until then it shows generated art.
          </p>
        )}
      </div>
      {product ? (
        <div className="mt-6">
          <ProductSizes product={product} />
        </div>
      ) : null}
    </div>
  )
}
