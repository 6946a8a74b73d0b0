import { ChevronDown } from 'lucide-react'
import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
} from 'react'
import type { SelectChoice } from './labelled-select'

export const inputClasses =
  'h-11 w-full rounded-xl border border-ink/20 bg-white/70 px-3.5 text-[0.95rem] text-ink placeholder:text-muted/70 focus:border-gold-deep focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-1 disabled:cursor-not-allowed disabled:opacity-55 aria-[invalid=true]:border-red-700'

interface FieldShellProps {
  id: string
  label: string
  error?: string | undefined
  hint?: ReactNode
  children: ReactNode
}

/** A field's error, found by `${id}-error` (the control's aria-describedby points at it). */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={`${id}-error`} className="text-xs font-medium text-red-800">
      {error}
    </p>
  ) : null
}

/** The label over a control, its hint and its error, for controls this file does not draw. */
export function FieldShell({ id, label, error, hint, children }: FieldShellProps) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      {children}
      {hint ? (
        <div id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </div>
      ) : null}
      <FieldError id={id} error={error} />
    </div>
  )
}

function describedBy(id: string, error: string | undefined, hint: ReactNode): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean)
  return ids.length > 0 ? ids.join(' ') : undefined
}

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string
  error?: string | undefined
  hint?: ReactNode
  /** Slot inside the input's box on the right (a show/hide toggle). */
  trailing?: ReactNode
  ref?: Ref<HTMLInputElement>
}

/** A labelled input with its hint and error wired to it for assistive tech. */
export function TextField({
  label,
  error,
  hint,
  trailing,
  id,
  className,
  ...props
}: TextFieldProps) {
  const generated = useId()
  const inputId = id ?? generated
  return (
    <FieldShell id={inputId} label={label} error={error} hint={hint}>
      <div className="relative">
        <input
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(inputId, error, hint)}
          className={`${inputClasses} ${trailing ? 'pr-12' : ''} ${className ?? ''}`}
          {...props}
        />
        {trailing ? (
          <div className="absolute inset-y-0 right-0 flex items-center">{trailing}</div>
        ) : null}
      </div>
    </FieldShell>
  )
}

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string
  error?: string | undefined
  hint?: ReactNode
  /** A first, empty choice ('Select state'); none where the form starts on an answer. */
  placeholder?: string
  /** A string is its own value and label. */
  options: readonly (string | SelectChoice)[]
  ref?: Ref<HTMLSelectElement>
}

/** A labelled native select (the best picker on a phone), its hint and error wired to it. */
export function SelectField({
  label,
  error,
  hint,
  placeholder,
  options,
  id,
  className,
  ...props
}: SelectFieldProps) {
  const generated = useId()
  const selectId = id ?? generated
  return (
    <FieldShell id={selectId} label={label} error={error} hint={hint}>
      {/* The browser's own arrow differs by platform and drew these unlike the shop's filters. */}
      <div className="relative">
        <select
          id={selectId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(selectId, error, hint)}
          className={`${inputClasses} appearance-none pr-9 ${className ?? ''}`}
          {...props}
        >
          {placeholder === undefined ? null : <option value="">{placeholder}</option>}
          {options.map((option) => {
            const { value, label } =
              typeof option === 'string' ? { value: option, label: option } : option
            return (
              <option key={value} value={value}>
                {label}
              </option>
            )
          })}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted"
        />
      </div>
    </FieldShell>
  )
}
