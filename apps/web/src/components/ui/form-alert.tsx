import type { ReactNode } from 'react'

/**
 * A form's failure line (the server's answer, or what to fix before sending), announced as it
 * appears, in the field errors' red (form-field.tsx); nothing while there is no failure.
 */
export function FormAlert({ children, className }: { children: ReactNode; className?: string }) {
  if (children === null || children === undefined || children === false || children === '') {
    return null
  }
  return (
    <p
      role="alert"
      className={`text-sm font-medium text-red-800${className ? ` ${className}` : ''}`}
    >
      {children}
    </p>
  )
}
