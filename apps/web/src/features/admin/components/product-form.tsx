import type { AdminProduct } from '@scentia/domain/admin/order-console'
import {
  PRODUCT_LIMITS,
  productInputSchema,
  type ProductInput,
} from '@scentia/domain/admin/product-input'
import {
  GENDER_LABELS,
  GENDERS,
  INTENSITIES,
  SCENT_FAMILIES,
} from '@scentia/domain/catalog/product'
import { z } from 'zod'
import { Button } from '../../../components/ui/button'
import { useConsoleForm } from '../hooks/use-console-form'
import { Field, inputClasses, NumberField, PriceAndStockFields } from './console-field'
import { FormAlert } from '../../../components/ui/form-alert'
import { CheckboxRow } from '../../../components/ui/checkbox-row'

/** Notes are typed as comma-separated text and sent as lists. */
const splitNotes = (text: string) =>
  text
    .split(',')
    .map((note) => note.trim())
    .filter((note) => note !== '')

const formSchema = productInputSchema.omit({ notes: true }).extend({
  top: z.string().max(400),
  heart: z.string().max(400),
  base: z.string().max(400),
})
type FormValues = z.input<typeof formSchema>

const toFormValues = (product: AdminProduct | undefined): FormValues => ({
  name: product?.name ?? '',
  brand: product?.brand ?? '',
  description: product?.description ?? '',
  price: product?.price ?? 0,
  stock: product?.stock ?? 0,
  gender: product?.gender ?? 'unisex',
  size: product?.size ?? '100ml',
  type: product?.type ?? 'Floral',
  intensity: product?.intensity ?? 'Moderate',
  best_seller: product?.best_seller ?? false,
  gift_set: product?.gift_set ?? false,
  travel_size: product?.travel_size ?? false,
  low_stock_threshold: product?.low_stock_threshold ?? null,
  top: product?.notes.top.join(', ') ?? '',
  heart: product?.notes.heart.join(', ') ?? '',
  base: product?.notes.base.join(', ') ?? '',
})

/** The product form (react-hook-form + the domain's zod rules, the same the API applies). */
export function ProductForm({
  product,
  onSave,
  isSaving,
  serverError,
}: {
  product: AdminProduct | undefined
  onSave: (input: ProductInput) => void
  isSaving: boolean
  serverError: string | undefined
}) {
  const { register, handleSubmit, errors, id, aria } = useConsoleForm(
    formSchema,
    toFormValues(product),
  )

  const submit = handleSubmit((values) => {
    const { top, heart, base: baseNotes, ...rest } = formSchema.parse(values)
    const notes = { top: splitNotes(top), heart: splitNotes(heart), base: splitNotes(baseNotes) }
    onSave({ ...rest, notes })
  })

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label="Product details"
      className="grid gap-4 sm:grid-cols-2"
    >
      <Field label="Name" id={id('name')} error={errors.name?.message}>
        <input
          id={id('name')}
          {...register('name')}
          maxLength={PRODUCT_LIMITS.name}
          className={`${inputClasses} h-11`}
          {...aria('name')}
        />
      </Field>
      <Field label="Brand" id={id('brand')} error={errors.brand?.message}>
        <input
          id={id('brand')}
          {...register('brand')}
          maxLength={PRODUCT_LIMITS.brand}
          className={`${inputClasses} h-11`}
          {...aria('brand')}
        />
      </Field>
      <div className="sm:col-span-2">
        <Field label="Description" id={id('description')} error={errors.description?.message}>
          <textarea
            id={id('description')}
            {...register('description')}
            rows={4}
            maxLength={PRODUCT_LIMITS.description}
            className={`${inputClasses} py-2`}
            {...aria('description')}
          />
        </Field>
      </div>
      <PriceAndStockFields
        id={id}
        price={{ ...register('price', { valueAsNumber: true }), error: errors.price?.message }}
        stock={{ ...register('stock', { valueAsNumber: true }), error: errors.stock?.message }}
      />
      {/* Empty: the shop-wide default (decision 045). */}
      <NumberField
        label="Low-stock level (empty: the shop's default)"
        id={id('low_stock_threshold')}
        min={0}
        {...register('low_stock_threshold', {
          setValueAs: (value: unknown) =>
            value === '' || value === null || value === undefined ? null : Number(value),
        })}
        error={errors.low_stock_threshold?.message}
      />
      <Field label="Size" id={id('size')} error={errors.size?.message}>
        <input
          id={id('size')}
          {...register('size')}
          maxLength={PRODUCT_LIMITS.size}
          className={`${inputClasses} h-11`}
          {...aria('size')}
        />
      </Field>
      <Field label="For" id={id('gender')} error={errors.gender?.message}>
        <select id={id('gender')} {...register('gender')} className={`${inputClasses} h-11`}>
          {GENDERS.map((gender) => (
            <option key={gender} value={gender}>
              {GENDER_LABELS[gender]}
            </option>
          ))}
        </select>
      </Field>
      <Field label="Scent family" id={id('type')} error={errors.type?.message}>
        <select id={id('type')} {...register('type')} className={`${inputClasses} h-11`}>
          {SCENT_FAMILIES.map((family) => (
            <option key={family}>{family}</option>
          ))}
        </select>
      </Field>
      <Field label="Intensity" id={id('intensity')} error={errors.intensity?.message}>
        <select id={id('intensity')} {...register('intensity')} className={`${inputClasses} h-11`}>
          {INTENSITIES.map((intensity) => (
            <option key={intensity}>{intensity}</option>
          ))}
        </select>
      </Field>
      {(['top', 'heart', 'base'] as const).map((tier) => (
        <Field
          key={tier}
          label={`${tier[0]?.toUpperCase() ?? ''}${tier.slice(1)} notes (comma separated)`}
          id={id(tier)}
          error={errors[tier]?.message}
        >
          <input
            id={id(tier)}
            {...register(tier)}
            className={`${inputClasses} h-11`}
            {...aria(tier)}
          />
        </Field>
      ))}
      <fieldset className="sm:col-span-2">
        <legend className="text-sm font-medium">Shown in</legend>
        <div className="mt-1 flex flex-wrap gap-x-5 text-sm">
          {(
            [
              ['best_seller', 'Best sellers'],
              ['gift_set', 'Gift sets'],
              ['travel_size', 'Travel sizes'],
            ] as const
          ).map(([name, label]) => (
            <CheckboxRow key={name} inline {...register(name)}>
              {label}
            </CheckboxRow>
          ))}
        </div>
      </fieldset>
      <FormAlert className="sm:col-span-2">{serverError}</FormAlert>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={isSaving}>
          {isSaving ? 'Saving…' : product ? 'Save changes' : 'Create product'}
        </Button>
      </div>
    </form>
  )
}
