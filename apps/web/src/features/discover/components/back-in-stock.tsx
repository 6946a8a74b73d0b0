import type { Product, ProductSize } from '@scentia/domain/catalog/product'
import { BellRing, CircleCheck } from 'lucide-react'
import { useId, useState, type SyntheticEvent } from 'react'
import { Button } from '../../../components/ui/button'
import { inputClasses } from '../../../components/ui/form-field'
import { isApiError } from '../../../lib/api-client'
import { useSession } from '../../../lib/session'
import { useCreateStockAlert } from '../api/create-stock-alert'

const SAVE_FAILED_MESSAGE = "We couldn't save your request. Please try again."

/** A size other than the full bottle, as the alert names it and the API keys it. */
type AlertSize = Pick<ProductSize, 'id' | 'label' | 'stock'>

/**
 * "Tell me when it's back" on a sold-out product page, for the full bottle or, given
 * `size`, for the sold-out size the shopper chose (a sample, a travel spray). A signed-in shopper
 * finds their address already filled in, so it is one click; anyone else types one. Renders
 * nothing while the product (or the size) is in stock.
 */
export function BackInStock({
  product,
  size,
}: {
  product: Pick<Product, 'productId' | 'name' | 'stock'>
  size?: AlertSize | undefined
}) {
  if ((size ? size.stock : product.stock) > 0) return null
  // Keyed, so moving to another sold-out product or size starts a fresh form.
  return (
    <BackInStockForm
      key={`${product.productId}:${String(size?.id ?? '')}`}
      product={product}
      size={size}
    />
  )
}

function BackInStockForm({
  product,
  size,
}: {
  product: Pick<Product, 'productId' | 'name'>
  size: AlertSize | undefined
}) {
  const { user } = useSession()
  const save = useCreateStockAlert(product.productId)
  // Null until the shopper types: until then the signed-in address (which may arrive after the
  // first render, once the session loads) is the value.
  const [typed, setTyped] = useState<string | null>(null)
  const email = typed ?? user?.email ?? ''
  const [error, setError] = useState<string | null>(null)
  const [done, setDone] = useState<string | null>(null)
  const ids = { heading: useId(), input: useId(), error: useId() }

  const onSubmit = async (event: SyntheticEvent) => {
    event.preventDefault()
    setError(null)
    try {
      // The check (zod) loads on the first submit, not with every product page (docs/product.md §8).
      const { stockAlertRequestSchema } = await import('@scentia/domain/catalog/stock-alert')
      const parsed = stockAlertRequestSchema.safeParse({ email, size_id: size?.id })
      if (!parsed.success) {
        setError(parsed.error.issues[0]?.message ?? 'Please enter a valid email address')
        return
      }
      const answer = await save.mutateAsync(parsed.data)
      setDone(answer.message)
    } catch (caught) {
      setError(isApiError(caught) && caught.message ? caught.message : SAVE_FAILED_MESSAGE)
    }
  }

  return (
    <section
      aria-labelledby={ids.heading}
      className="rounded-2xl border border-line bg-white/70 p-5"
    >
      <h2 id={ids.heading} className="flex items-center gap-2 font-serif text-xl">
        <BellRing aria-hidden="true" className="size-5 text-gold-deep" />
        {size ? `The ${size.label} is sold out for now` : 'Sold out for now'}
      </h2>
      {done ? (
        <p role="status" className="mt-2 flex items-center gap-2 text-sm">
          <CircleCheck aria-hidden="true" className="size-4 text-gold-deep" />
          {done}
        </p>
      ) : (
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-3">
          <p className="text-sm text-muted">
            We&apos;ll email you once when{' '}
            {size ? `the ${size.label} of ${product.name}` : product.name} is back, once you confirm
            the link we send you. Nothing else.
          </p>
          <label htmlFor={ids.input} className="mt-3 block text-sm font-medium">
            Email address
          </label>
          <div className="mt-1.5 flex flex-col gap-2 sm:flex-row">
            <input
              id={ids.input}
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event) => {
                setTyped(event.target.value)
              }}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? ids.error : undefined}
              className={inputClasses}
            />
            <Button type="submit" disabled={save.isPending} className="shrink-0">
              Tell me when it&apos;s back
            </Button>
          </div>
          {error ? (
            <p id={ids.error} role="alert" className="mt-1.5 text-xs font-medium text-red-800">
              {error}
            </p>
          ) : null}
        </form>
      )}
    </section>
  )
}
