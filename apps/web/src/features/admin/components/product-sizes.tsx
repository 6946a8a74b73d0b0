import type { AdminProduct } from '@scentia/domain/admin/order-console'
import { SIZE_LIMITS, sizeInputSchema, type SizeInput } from '@scentia/domain/admin/product-input'
import type { ProductSize } from '@scentia/domain/catalog/product'
import { formatNaira } from '@scentia/domain/money/format'
import { useId, useState } from 'react'
import { toast } from '../../../lib/toast'
import type { z } from 'zod'
import { Button } from '../../../components/ui/button'
import { useRemoveSize, useSaveSize } from '../api/admin-products'
import { useConsoleForm } from '../hooks/use-console-form'
import { Field, inputClasses, NumberField, PriceAndStockFields } from './console-field'
import { FormAlert } from '../../../components/ui/form-alert'
import { CheckboxRow } from '../../../components/ui/checkbox-row'

type SizeFormValues = z.input<typeof sizeInputSchema>

const EMPTY_SIZE: SizeFormValues = { label: '', ml: 0, price: 0, stock: 0, is_sample: false }

const toFormValues = (size: ProductSize): SizeFormValues => ({
  label: size.label,
  ml: size.ml,
  price: size.price,
  stock: size.stock,
  is_sample: size.isSample,
})

/** One size's fields (the domain's rules, the same the API applies), errors beside each. */
export function SizeForm({
  size,
  onSave,
  onCancel,
  isSaving,
  serverError,
  submitLabel,
}: {
  size: ProductSize | undefined
  onSave: (input: SizeInput) => void
  onCancel?: () => void
  isSaving: boolean
  serverError: string | undefined
  submitLabel: string
}) {
  const { register, handleSubmit, errors, id, aria } = useConsoleForm(
    sizeInputSchema,
    size ? toFormValues(size) : EMPTY_SIZE,
  )

  const submit = handleSubmit((values) => {
    onSave(sizeInputSchema.parse(values))
  })

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={size ? `Edit ${size.label}` : 'Add size'}
      className="grid gap-3 sm:grid-cols-2"
    >
      <div className="sm:col-span-2">
        <Field label="Label" id={id('label')} error={errors.label?.message}>
          <input
            id={id('label')}
            {...register('label')}
            maxLength={SIZE_LIMITS.label}
            placeholder="2 ml sample"
            className={`${inputClasses} h-11`}
            {...aria('label')}
          />
        </Field>
      </div>
      <NumberField
        label="Millilitres"
        id={id('ml')}
        error={errors.ml?.message}
        min={1}
        max={SIZE_LIMITS.ml}
        {...register('ml', { valueAsNumber: true })}
      />
      <PriceAndStockFields
        id={id}
        price={{ ...register('price', { valueAsNumber: true }), error: errors.price?.message }}
        stock={{ ...register('stock', { valueAsNumber: true }), error: errors.stock?.message }}
      />
      <CheckboxRow className="self-end text-sm" {...register('is_sample')}>
        Sample (its price is credited on a full bottle)
      </CheckboxRow>
      <FormAlert className="sm:col-span-2">{serverError}</FormAlert>
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <Button type="submit" disabled={isSaving}>
          {isSaving ? 'Saving…' : submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  )
}

function SizeRow({ product, size }: { product: AdminProduct; size: ProductSize }) {
  const save = useSaveSize()
  const remove = useRemoveSize()
  const [mode, setMode] = useState<'view' | 'edit' | 'confirm'>('view')

  if (mode === 'edit') {
    return (
      <li className="rounded-xl border border-line p-3">
        <SizeForm
          size={size}
          submitLabel="Save size"
          isSaving={save.isPending}
          serverError={save.error?.message}
          onCancel={() => {
            save.reset()
            setMode('view')
          }}
          onSave={(input) => {
            save.mutate(
              { productId: product.id, sizeId: size.id, input },
              {
                onSuccess: () => {
                  toast.success('Size saved')
                  setMode('view')
                },
              },
            )
          }}
        />
      </li>
    )
  }

  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-line p-3 text-sm">
      <div className="min-w-0">
        <p className="font-medium">
          {size.label}
          {size.isSample ? <span className="ml-2 text-xs text-muted">Sample</span> : null}
        </p>
        <p className="text-muted">
          {size.ml} ml · {formatNaira(size.price)} · {size.stock} in stock
        </p>
        {remove.error ? (
          <p role="alert" className="text-rose-700">
            {remove.error.message}
          </p>
        ) : null}
      </div>
      {mode === 'confirm' ? (
        <div className="flex flex-wrap items-center gap-2">
          <span>Remove {size.label}?</span>
          <Button
            disabled={remove.isPending}
            onClick={() => {
              remove.mutate(
                { productId: product.id, sizeId: size.id },
                {
                  onSuccess: () => {
                    toast.success('Size removed')
                  },
                },
              )
            }}
          >
            {remove.isPending ? 'Removing…' : 'Yes, remove'}
          </Button>
          <Button
            variant="outline"
            onClick={() => {
              setMode('view')
            }}
          >
            Keep
          </Button>
        </div>
      ) : (
        <div className="flex gap-2">
          <Button
            variant="outline"
            aria-label={`Edit ${size.label}`}
            onClick={() => {
              setMode('edit')
            }}
          >
            Edit
          </Button>
          <Button
            variant="outline"
            aria-label={`Remove ${size.label}`}
            onClick={() => {
              setMode('confirm')
            }}
          >
            Remove
          </Button>
        </div>
      )}
    </li>
  )
}

/**
 * The product's sizes (decision 019). The full bottle is the product's own price,
 * stock and size (edited in the form above); other sizes are added, edited and removed here.
 * Removing one leaves past orders as they were: each line keeps its own copy of the size.
 */
export function ProductSizes({ product }: { product: AdminProduct }) {
  const titleId = useId()
  const add = useSaveSize()
  // Remounts the add form empty after each size is added.
  const [addKey, setAddKey] = useState(0)
  const others = product.sizes.filter((size) => !size.isDefault)
  const fullBottle = product.sizes.find((size) => size.isDefault)

  return (
    <section aria-labelledby={titleId} className="rounded-2xl border border-line bg-white p-5">
      <h2 id={titleId} className="font-serif text-xl">
        Sizes
      </h2>
      {fullBottle ? (
        <p className="mt-2 text-sm text-muted">
          Full bottle: {fullBottle.label} · {formatNaira(fullBottle.price)} · {fullBottle.stock} in
          stock (edit it with the product above).
        </p>
      ) : null}
      {others.length > 0 ? (
        <ul className="mt-3 space-y-2" aria-label="Other sizes">
          {others.map((size) => (
            <SizeRow key={size.id} product={product} size={size} />
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-muted">No other sizes yet, such as a sample.</p>
      )}
      <h3 className="mt-5 text-sm font-semibold">Add size</h3>
      <div className="mt-2">
        <SizeForm
          key={addKey}
          size={undefined}
          submitLabel="Add size"
          isSaving={add.isPending}
          serverError={add.error?.message}
          onSave={(input) => {
            add.mutate(
              { productId: product.id, sizeId: null, input },
              {
                onSuccess: () => {
                  toast.success('Size added')
                  add.reset()
                  setAddKey((key) => key + 1)
                },
              },
            )
          }}
        />
      </div>
    </section>
  )
}
