import {
  PASSWORD_CRITERIA,
  PASSWORD_CRITERION_LABELS,
  checkPasswordCriteria,
  passwordStrength,
  passwordStrengthBarWidth,
  passwordStrengthLabel,
} from '@scentia/domain/auth/password'
import { Check, X } from 'lucide-react'

const barColour = { Weak: 'bg-red-700', Medium: 'bg-amber-600', Strong: 'bg-emerald-700' } as const
const labelColour = {
  Weak: 'text-red-800',
  Medium: 'text-amber-800',
  Strong: 'text-emerald-800',
} as const

interface PasswordStrengthProps {
  password: string
  /** Extra line under the checklist (the settings form's allowed special characters). */
  note?: string
}

/**
 * docs/product.md §S5: strength = criteria met, labelled Weak / Medium / Strong, a bar 20 % wide per
 * criterion, and the five-item checklist. Every number is the domain's.
 */
export function PasswordStrength({ password, note }: PasswordStrengthProps) {
  const checklist = checkPasswordCriteria(password)
  const strength = passwordStrength(password)
  const label = passwordStrengthLabel(strength)
  return (
    <div className="flex flex-col gap-2" data-testid="password-strength">
      <div className="flex items-center gap-3">
        <div
          className="h-1.5 flex-1 overflow-hidden rounded-full bg-ink/10"
          role="meter"
          aria-label="Password strength"
          aria-valuemin={0}
          aria-valuemax={PASSWORD_CRITERIA.length}
          aria-valuenow={strength}
          aria-valuetext={label}
        >
          <div
            className={`h-full rounded-full transition-[width] ${barColour[label]}`}
            style={{ width: `${String(passwordStrengthBarWidth(strength))}%` }}
          />
        </div>
        <span className={`w-16 text-right text-xs font-semibold ${labelColour[label]}`}>
          {label}
        </span>
      </div>
      <ul
        className="grid grid-cols-1 gap-1 text-xs sm:grid-cols-2"
        aria-label="Password requirements"
      >
        {PASSWORD_CRITERIA.map((criterion) => {
          const met = checklist[criterion]
          return (
            <li
              key={criterion}
              className={`flex items-center gap-1.5 ${met ? 'text-emerald-800' : 'text-muted'}`}
            >
              {met ? (
                <Check aria-hidden="true" className="size-3.5" />
              ) : (
                <X aria-hidden="true" className="size-3.5" />
              )}
              <span>
                {PASSWORD_CRITERION_LABELS[criterion]}
                <span className="sr-only">{met ? ' (met)' : ' (not met)'}</span>
              </span>
            </li>
          )
        })}
      </ul>
      {note ? <p className="text-xs text-muted">{note}</p> : null}
    </div>
  )
}
