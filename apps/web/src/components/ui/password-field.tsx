import { Eye, EyeOff } from 'lucide-react'
import { useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react'
import { TextField } from './form-field'

interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string
  error?: string | undefined
  hint?: ReactNode
  ref?: Ref<HTMLInputElement>
}

/** A password input with a show/hide toggle (docs/product.md §S2 reset page; used by every password form). */
export function PasswordField({ label, ...props }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false)
  return (
    <TextField
      {...props}
      label={label}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          onClick={() => {
            setVisible((shown) => !shown)
          }}
          aria-label={visible ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
          aria-pressed={visible}
          className="inline-flex size-11 items-center justify-center rounded-full text-muted hover:text-ink"
        >
          {visible ? (
            <EyeOff aria-hidden="true" className="size-[1.1rem]" />
          ) : (
            <Eye aria-hidden="true" className="size-[1.1rem]" />
          )}
        </button>
      }
    />
  )
}
