import { ChevronDown } from 'lucide-react'
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { FieldShell, inputClasses } from '../../../components/ui/form-field'

interface SearchableSelectProps {
  label: string
  placeholder: string
  options: readonly string[]
  value: string
  onChange: (value: string) => void
  disabled?: boolean
  required?: boolean
  error?: string | undefined
}

/** Case-insensitive, anywhere in the name: "ikeja" finds "Anifowoshe/Ikeja". */
export function filterOptions(options: readonly string[], query: string): string[] {
  const needle = query.trim().toLowerCase()
  return needle === ''
    ? [...options]
    : options.filter((option) => option.toLowerCase().includes(needle))
}

/**
 * A searchable dropdown (docs/product.md §S2: State, LGA and Ward): type to narrow the list, arrows and
 * Enter to choose, Escape to close. Only a listed value can be chosen; leaving the box with a
 * half-typed name puts the chosen value back. The ARIA 1.2 combobox pattern.
 */
export function SearchableSelect({
  label,
  placeholder,
  options,
  value,
  onChange,
  disabled = false,
  required = false,
  error,
}: SearchableSelectProps) {
  const id = useId()
  const listId = `${id}-list`
  const [query, setQuery] = useState<string | null>(null)
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(0)
  const listRef = useRef<HTMLUListElement>(null)
  const shown = filterOptions(options, query ?? '')
  const activeIndex = Math.min(active, shown.length - 1)

  useEffect(() => {
    if (!open) return
    listRef.current
      ?.querySelector(`#${CSS.escape(`${id}-option-${activeIndex}`)}`)
      ?.scrollIntoView({ block: 'nearest' })
  }, [open, activeIndex, id])

  function choose(option: string) {
    onChange(option)
    setQuery(null)
    setOpen(false)
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault()
        if (!open) setOpen(true)
        else setActive(Math.min(activeIndex + 1, shown.length - 1))
        break
      case 'ArrowUp':
        event.preventDefault()
        setActive(Math.max(activeIndex - 1, 0))
        break
      case 'Enter': {
        const option = shown[activeIndex]
        if (open && option !== undefined) {
          event.preventDefault()
          choose(option)
        }
        break
      }
      case 'Escape':
        if (open) {
          event.preventDefault()
          setOpen(false)
          setQuery(null)
        }
        break
      default:
    }
  }

  return (
    <FieldShell id={id} label={label} error={error}>
      <div className="relative">
        <input
          id={id}
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={
            open && activeIndex >= 0 ? `${id}-option-${activeIndex}` : undefined
          }
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          aria-required={required}
          autoComplete="off"
          disabled={disabled}
          placeholder={placeholder}
          value={query ?? value}
          onChange={(event) => {
            setQuery(event.target.value)
            setActive(0)
            setOpen(true)
          }}
          onFocus={() => {
            setOpen(true)
          }}
          onClick={() => {
            setOpen(true)
          }}
          onBlur={() => {
            setOpen(false)
            setQuery(null)
          }}
          onKeyDown={onKeyDown}
          className={`${inputClasses} pr-10`}
        />
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted"
        />
        <ul
          ref={listRef}
          id={listId}
          role="listbox"
          aria-label={label}
          hidden={!open || disabled}
          className="absolute z-20 mt-1 max-h-60 w-full overflow-auto rounded-xl border border-ink/15 bg-white py-1 shadow-lg"
        >
          {shown.length === 0 ? (
            <li role="presentation" className="px-3.5 py-2 text-sm text-muted">
              No matches
            </li>
          ) : (
            shown.map((option, index) => (
              <li
                key={option}
                id={`${id}-option-${index}`}
                role="option"
                aria-selected={option === value}
                className={`cursor-pointer px-3.5 py-2 text-sm ${index === activeIndex ? 'bg-sand' : ''} ${option === value ? 'font-medium' : ''}`}
                // mousedown, not click: the input's blur would close the list first.
                onMouseDown={(event) => {
                  event.preventDefault()
                  choose(option)
                }}
              >
                {option}
              </li>
            ))
          )}
        </ul>
      </div>
    </FieldShell>
  )
}
