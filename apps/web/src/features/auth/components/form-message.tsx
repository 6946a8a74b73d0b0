interface FormMessageProps {
  tone: 'error' | 'success'
  children: string | null | undefined
}

/** Each tone's role and colours: an error is an alert, anything else a status. */
const TONES = {
  error: { role: 'alert', colours: 'bg-red-50 text-red-900' },
  success: { role: 'status', colours: 'bg-emerald-50 text-emerald-900' },
} as const

/** A form's outcome line, announced as it appears (an alert for errors, a status otherwise). */
export function FormMessage({ tone, children }: FormMessageProps) {
  if (!children) return null
  const { role, colours } = TONES[tone]
  return (
    <p role={role} className={`rounded-xl px-3.5 py-2.5 text-sm ${colours}`}>
      {children}
    </p>
  )
}
