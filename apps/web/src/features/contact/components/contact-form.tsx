import { useHydrated } from '../../../lib/hydration'
import { zodResolver } from '@hookform/resolvers/zod'
import {
  CONTACT_MESSAGE_MAX,
  CONTACT_TOPICS,
  contactMessageSchema,
  type ContactMessage,
  type ContactMessageInput,
} from '@scentia/domain/contact/contact-message'
import { SUPPORT_REPLY_PROMISE } from '@scentia/domain/contact/showroom'
import { CircleCheck, Send } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { useWatch } from 'react-hook-form'
import { Button } from '../../../components/ui/button'
import { FieldError, inputClasses, SelectField, TextField } from '../../../components/ui/form-field'
import { isApiError } from '../../../lib/api-client'
import { useSendContactMessage } from '../api/send-contact-message'
import { useFieldForm } from '../../../lib/form-bindings'

const SEND_FAILED_MESSAGE =
  "We couldn't send your message. Please check your connection and try again."

const TOPIC_CHOICES = CONTACT_TOPICS.map(({ id, label }) => ({ value: id, label }))

const EMPTY: ContactMessageInput = {
  name: '',
  email: '',
  topic: 'order',
  order_id: '',
  message: '',
  website: '',
}

/**
 * The contact form (docs/product.md §7): validated by the same schema the API uses, errors beside each
 * field, the server's refusal (a rate limit, say) above the button, and a thank-you in place of
 * the form once sent.
 */
export function ContactForm() {
  const hydrated = useHydrated()
  const send = useSendContactMessage()
  const [sentTo, setSentTo] = useState<ContactMessage | null>(null)
  const [serverError, setServerError] = useState<string | null>(null)
  const successRef = useRef<HTMLHeadingElement>(null)
  const ids = { message: useId(), counter: useId(), honeypot: useId() }
  const {
    register,
    handleSubmit,
    reset,
    control,
    field,
    formState: { errors, isSubmitting },
  } = useFieldForm<ContactMessageInput, unknown, ContactMessage>({
    resolver: zodResolver(contactMessageSchema),
    defaultValues: EMPTY,
  })
  const messageLength = useWatch({ control, name: 'message' }).length

  useEffect(() => {
    if (sentTo) successRef.current?.focus()
  }, [sentTo])

  const onSubmit = handleSubmit(async (message) => {
    setServerError(null)
    try {
      await send.mutateAsync(message)
      setSentTo(message)
      reset(EMPTY)
    } catch (caught) {
      setServerError(isApiError(caught) && caught.message ? caught.message : SEND_FAILED_MESSAGE)
    }
  })

  if (sentTo) {
    return (
      <div
        role="status"
        className="self-start rounded-3xl border border-line bg-white/70 p-8 text-center"
      >
        <CircleCheck aria-hidden="true" className="mx-auto size-10 text-gold-deep" />
        <h2 ref={successRef} tabIndex={-1} className="mt-4 font-serif text-2xl outline-none">
          We&apos;ve received your message
        </h2>
        <p className="mt-2 text-muted">
          Thank you, {sentTo.name.split(/\s+/)[0]}. We have emailed a confirmation to {sentTo.email}{' '}
          and will reply {SUPPORT_REPLY_PROMISE}.
        </p>
        <Button
          variant="outline"
          className="mt-6"
          onClick={() => {
            setSentTo(null)
          }}
        >
          Send another message
        </Button>
      </div>
    )
  }

  const messageError = errors.message?.message
  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-label="Contact form"
      className="flex flex-col gap-5 rounded-3xl border border-line bg-white/70 p-6 md:p-8"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Your name" autoComplete="name" maxLength={100} {...field('name')} />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          maxLength={254}
          {...field('email')}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField label="Topic" options={TOPIC_CHOICES} {...field('topic')} />
        <TextField
          label="Order ID (optional)"
          placeholder="ORD1234567890"
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={40}
          {...field('order_id')}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={ids.message} className="text-sm font-medium text-ink">
          Message
        </label>
        <textarea
          id={ids.message}
          rows={6}
          maxLength={CONTACT_MESSAGE_MAX}
          aria-invalid={messageError ? true : undefined}
          aria-describedby={[ids.counter, messageError ? `${ids.message}-error` : null]
            .filter(Boolean)
            .join(' ')}
          className={`${inputClasses} h-auto min-h-36 py-3 leading-relaxed`}
          {...register('message')}
        />
        <div className="flex justify-between gap-3">
          {messageError ? <FieldError id={ids.message} error={messageError} /> : <span />}
          <p id={ids.counter} className="shrink-0 text-xs text-muted tabular-nums">
            {messageLength} / {CONTACT_MESSAGE_MAX}
          </p>
        </div>
      </div>
      {/* The honeypot: off-screen and out of the tab order, so only a bot fills it in. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={ids.honeypot}>Leave this field empty</label>
        <input
          id={ids.honeypot}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          {...register('website')}
        />
      </div>
      {serverError ? (
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          {serverError}
        </p>
      ) : null}
      <Button type="submit" size="lg" disabled={isSubmitting || !hydrated} className="self-start">
        <Send aria-hidden="true" className="size-4" />
        {isSubmitting ? 'Sending…' : 'Send message'}
      </Button>
    </form>
  )
}
