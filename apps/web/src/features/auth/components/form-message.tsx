interface FormMessageProps {
  tone: 'error' | 'success'
  children: string | null | undefined
}

/** A form's outcome line, announced as it appears (an alert for errors, a status otherwise). */
export function FormMessage({ tone, children }: FormMessageProps) {
  if (!children) return null
  return tone === 'error' ? (
    <p role="alert" className="rounded-xl bg-red-50 px-3.5 py-2.5 text-sm text-red-900">
      {children}
    </p>
  ) : (
    <p role="status" className="rounded-xl bg-emerald-50 px-3.5 py-2.5 text-sm text-emerald-900">
      {children}
    </p>
  )
}
