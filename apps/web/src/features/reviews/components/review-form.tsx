import { zodResolver } from '@hookform/resolvers/zod'
import {
  LONGEVITY_MAX_HOURS,
  OCCASION_LABELS,
  REVIEW_MESSAGES,
  REVIEW_OCCASIONS,
  REVIEW_SEASONS,
  REVIEW_TEXT_MAX,
  SEASON_LABELS,
  SILLAGE_LABELS,
  SILLAGES,
  reviewInputSchema,
  type Review,
  type ReviewFields,
  type ReviewInput,
} from '@scentia/domain/reviews/review-input'
import { STAR_VALUES } from '@scentia/domain/reviews/summary'
import { useId, useState } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { toast } from '../../../lib/toast'
import { Button } from '../../../components/ui/button'
import { inputClasses } from '../../../components/ui/form-field'
import { isApiError } from '../../../lib/api-client'
import { useSaveReview } from '../api/save-review'
import { FormAlert } from '../../../components/ui/form-alert'

const SAVE_FAILED = "We couldn't save your review. Please check your connection and try again."

const fieldsetClasses = 'space-y-2'
const legendClasses = 'mb-1 text-sm font-semibold'
const chipClasses =
  'inline-flex cursor-pointer items-center gap-2 rounded-full border border-line bg-white px-3 py-1.5 text-sm has-[:checked]:border-gold-deep has-[:checked]:bg-sand'

function defaultsFrom(review: Review | null): ReviewInput {
  return review
    ? {
        stars: review.stars,
        longevityHours: review.longevityHours,
        sillage: review.sillage,
        seasons: review.seasons,
        occasions: review.occasions,
        text: review.text,
      }
    : { stars: 0, longevityHours: 6, sillage: 'moderate', seasons: [], occasions: [], text: '' }
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} role="alert" className="text-sm text-red-700">
      {message}
    </p>
  ) : null
}

/**
 * "Write a review", or its edit when the shopper already has one: the same schema as
 * the API, so the form and the server refuse the same input in the same words.
 */
export function ReviewForm({
  productId,
  existing,
  onDone,
}: {
  productId: string
  existing: Review | null
  onDone: () => void
}) {
  const save = useSaveReview(productId)
  const [serverError, setServerError] = useState<string | null>(null)
  const ids = { stars: useId(), hours: useId(), text: useId(), counter: useId() }
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ReviewInput, unknown, ReviewFields>({
    resolver: zodResolver(reviewInputSchema),
    defaultValues: defaultsFrom(existing),
  })
  const textLength = (useWatch({ control, name: 'text' }) ?? '').length

  const onSubmit = handleSubmit(async (fields) => {
    setServerError(null)
    try {
      await save.mutateAsync({ fields, isEdit: existing !== null })
      toast.success(REVIEW_MESSAGES.saved)
      onDone()
    } catch (caught) {
      setServerError(isApiError(caught) && caught.message ? caught.message : SAVE_FAILED)
    }
  })

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-label={existing ? 'Edit your review' : 'Write a review'}
      className="space-y-5 rounded-2xl border border-line bg-white/70 p-5"
    >
      <fieldset className={fieldsetClasses} aria-describedby={errors.stars ? ids.stars : undefined}>
        <legend className={legendClasses}>Your rating</legend>
        {/* Controlled: react-hook-form reads a radio's value as a string whatever it is told. */}
        <Controller
          control={control}
          name="stars"
          render={({ field }) => (
            <div className="flex flex-wrap gap-2">
              {STAR_VALUES.map((stars) => (
                <label key={stars} className={chipClasses}>
                  <input
                    type="radio"
                    name={field.name}
                    value={stars}
                    checked={field.value === stars}
                    onChange={() => {
                      field.onChange(stars)
                    }}
                    onBlur={field.onBlur}
                  />
                  {stars} {stars === 1 ? 'star' : 'stars'}
                </label>
              ))}
            </div>
          )}
        />
        <FieldError id={ids.stars} message={errors.stars?.message} />
      </fieldset>

      <div className="space-y-1">
        <label htmlFor={ids.hours} className={legendClasses}>
          How many hours it lasts on you
        </label>
        <input
          id={ids.hours}
          type="number"
          inputMode="numeric"
          min={0}
          max={LONGEVITY_MAX_HOURS}
          step={1}
          aria-invalid={errors.longevityHours ? true : undefined}
          className={`${inputClasses} max-w-32`}
          {...register('longevityHours', { valueAsNumber: true })}
        />
        <FieldError id={`${ids.hours}-error`} message={errors.longevityHours?.message} />
      </div>

      <fieldset className={fieldsetClasses}>
        <legend className={legendClasses}>Sillage: how far it carries</legend>
        <div className="flex flex-wrap gap-2">
          {SILLAGES.map((sillage) => (
            <label key={sillage} className={chipClasses}>
              <input type="radio" value={sillage} {...register('sillage')} />
              {SILLAGE_LABELS[sillage]}
            </label>
          ))}
        </div>
        <FieldError id={`${ids.stars}-sillage`} message={errors.sillage?.message} />
      </fieldset>

      <fieldset className={fieldsetClasses}>
        <legend className={legendClasses}>When you wear it (optional)</legend>
        <div className="flex flex-wrap gap-2">
          {REVIEW_SEASONS.map((season) => (
            <label key={season} className={chipClasses}>
              <input type="checkbox" value={season} {...register('seasons')} />
              {SEASON_LABELS[season]}
            </label>
          ))}
          {REVIEW_OCCASIONS.map((occasion) => (
            <label key={occasion} className={chipClasses}>
              <input type="checkbox" value={occasion} {...register('occasions')} />
              {OCCASION_LABELS[occasion]}
            </label>
          ))}
        </div>
      </fieldset>

      <div className="space-y-1">
        <label htmlFor={ids.text} className={legendClasses}>
          Your review (optional)
        </label>
        <textarea
          id={ids.text}
          rows={4}
          maxLength={REVIEW_TEXT_MAX}
          aria-describedby={ids.counter}
          aria-invalid={errors.text ? true : undefined}
          className={inputClasses}
          {...register('text')}
        />
        <p id={ids.counter} className="text-xs text-muted">
          {textLength} / {REVIEW_TEXT_MAX}
        </p>
        <FieldError id={`${ids.text}-error`} message={errors.text?.message} />
      </div>

      <FormAlert>{serverError}</FormAlert>
      <div className="flex gap-3">
        <Button type="submit" disabled={isSubmitting}>
          {existing ? 'Save changes' : 'Post review'}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  )
}
