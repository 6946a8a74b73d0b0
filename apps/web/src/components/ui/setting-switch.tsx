import { useId, type ReactNode } from 'react'

interface SettingSwitchProps {
  label: string
  /** One sentence under the label on what turning it on does; the switch is described by it. */
  hint: ReactNode
  checked: boolean
  disabled: boolean
  onCheckedChange: (checked: boolean) => void
}

/**
 * A setting saved the moment it changes: a checkbox with the switch role, so screen readers
 * announce "switch, on/off". The track is drawn 24 px tall inside a 44 px press (decision 055).
 */
export function SettingSwitch({
  label,
  hint,
  checked,
  disabled,
  onCheckedChange,
}: SettingSwitchProps) {
  const id = useId()
  return (
    <div className="flex items-start justify-between gap-4 rounded-2xl border border-line p-4">
      <div>
        <label htmlFor={id} className="font-medium">
          {label}
        </label>
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      </div>
      <input
        id={id}
        type="checkbox"
        role="switch"
        aria-describedby={`${id}-hint`}
        checked={checked}
        disabled={disabled}
        onChange={(event) => {
          onCheckedChange(event.target.checked)
        }}
        className="-mt-1.5 box-content h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-line bg-clip-content py-2.5 transition-colors before:block before:size-5 before:translate-x-0.5 before:translate-y-0.5 before:rounded-full before:bg-white before:shadow before:transition-transform checked:bg-ink checked:before:translate-x-5.5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink disabled:cursor-wait disabled:opacity-60"
      />
    </div>
  )
}
