import type { DeliveryRates, LgaRate, StateRate } from '@scentia/domain/shipping/delivery-rates'
import { deliveryRatesSchema } from '@scentia/domain/shipping/delivery-rates-schema'
import { useId, useState, type ReactNode } from 'react'
import { Button } from '../../../components/ui/button'
import { isApiError } from '../../../lib/api-client'
import { useDeliveryRates } from '../../../lib/delivery-rates'
import { toast } from '../../../lib/toast'
import { useSaveDeliveryRates } from '../api/admin-delivery-rates'

/** A row as typed: numbers stay text until saved, so "-5" is refused rather than rewritten. */
type Draft<Row> = { [Key in keyof Row]: string }
interface TableDraft {
  states: Draft<StateRate>[]
  lga_overrides: Draft<LgaRate>[]
  free_delivery_from: string
}

const asText = <Row extends StateRate>(row: Row): Draft<Row> =>
  Object.fromEntries(Object.entries(row).map(([key, value]) => [key, String(value)])) as Draft<Row>

function toDraft(rates: DeliveryRates): TableDraft {
  return {
    states: rates.states.map(asText),
    lga_overrides: rates.lga_overrides.map(asText),
    free_delivery_from: rates.free_delivery_from === null ? '' : String(rates.free_delivery_from),
  }
}

/** Text to a number for the schema to judge; blank or not a number stays as is and is refused. */
const numberOf = (text: string): number | string =>
  /^\s*-?\d+(\.\d+)?\s*$/.test(text) ? Number(text) : text

function fromDraft(draft: TableDraft): unknown {
  const row = ({ fee, min_days, max_days, ...names }: Draft<StateRate> & { lga?: string }) => ({
    ...names,
    fee: numberOf(fee),
    min_days: numberOf(min_days),
    max_days: numberOf(max_days),
  })
  return {
    states: draft.states.map(row),
    lga_overrides: draft.lga_overrides.map(row),
    free_delivery_from:
      draft.free_delivery_from.trim() === '' ? null : numberOf(draft.free_delivery_from),
  }
}

// Sized so a state, its fee and its window fit a 360 px phone without scrolling sideways
// (decision 055).
const cell = 'h-11 w-20 rounded-lg border border-line px-2 tabular-nums'

const dayCell = 'h-11 w-12 rounded-lg border border-line px-2 tabular-nums'

/** One figure of a rate row: a numeric field the owner types naira or business days into. */
function FigureCell({
  label,
  value,
  className,
  onChange,
}: {
  label: string
  value: string
  className: string
  onChange: (value: string) => void
}) {
  return (
    <td className="py-1 pr-2">
      <input
        inputMode="numeric"
        aria-label={label}
        className={className}
        value={value}
        onChange={(event) => {
          onChange(event.target.value)
        }}
      />
    </td>
  )
}

/** The headings over RateInputs' three cells. */
function RateHeadings() {
  return (
    <>
      <th scope="col" className="pr-2 font-normal">
        Fee (₦)
      </th>
      <th scope="col" className="pr-2 font-normal">
        From day
      </th>
      <th scope="col" className="pr-2 font-normal">
        To day
      </th>
    </>
  )
}

function RateInputs<Row extends StateRate>({
  row,
  label,
  onChange,
}: {
  row: Draft<Row>
  label: string
  onChange: (next: Draft<Row>) => void
}) {
  return (
    <>
      <FigureCell
        label={`${label} fee (₦)`}
        className={cell}
        value={row.fee}
        onChange={(fee) => {
          onChange({ ...row, fee })
        }}
      />
      <FigureCell
        label={`${label} first business day`}
        className={dayCell}
        value={row.min_days}
        onChange={(min_days) => {
          onChange({ ...row, min_days })
        }}
      />
      <FigureCell
        label={`${label} last business day`}
        className={dayCell}
        value={row.max_days}
        onChange={(max_days) => {
          onChange({ ...row, max_days })
        }}
      />
    </>
  )
}

/** A field of an override card: its words over it; its name says which override it belongs to. */
function OverrideField({ id, text, children }: { id: string; text: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-muted">
        {text}
      </label>
      {children}
    </div>
  )
}

/** One LGA priced apart from its state: where, then the fee and the window, then Remove. */
function OverrideRow({
  row,
  label,
  states,
  onChange,
  onRemove,
}: {
  row: Draft<LgaRate>
  label: string
  states: readonly string[]
  onChange: (next: Draft<LgaRate>) => void
  onRemove: () => void
}) {
  const id = useId()
  const figure = (key: 'fee' | 'min_days' | 'max_days', text: string, name: string) => (
    <OverrideField id={`${id}-${key}`} text={text}>
      <input
        id={`${id}-${key}`}
        inputMode="numeric"
        aria-label={`${label} ${name}`}
        className={key === 'fee' ? cell : dayCell}
        value={row[key]}
        onChange={(event) => {
          onChange({ ...row, [key]: event.target.value })
        }}
      />
    </OverrideField>
  )
  return (
    <li className="rounded-xl border border-line p-3">
      <fieldset>
        <legend className="font-medium">{label}</legend>
        <div className="mt-2 grid grid-cols-2 gap-2 sm:flex sm:flex-wrap sm:items-end">
          <OverrideField id={`${id}-state`} text="State">
            <select
              id={`${id}-state`}
              aria-label={`${label} state`}
              className="h-11 min-w-0 rounded-lg border border-line px-2"
              value={row.state}
              onChange={(event) => {
                onChange({ ...row, state: event.target.value })
              }}
            >
              {states.map((state) => (
                <option key={state}>{state}</option>
              ))}
            </select>
          </OverrideField>
          <OverrideField id={`${id}-lga`} text="LGA">
            <input
              id={`${id}-lga`}
              aria-label={`${label} LGA`}
              className="h-11 min-w-0 rounded-lg border border-line px-2 sm:w-36"
              value={row.lga}
              onChange={(event) => {
                onChange({ ...row, lga: event.target.value })
              }}
            />
          </OverrideField>
          <div className="col-span-2 flex items-end gap-2">
            {figure('fee', 'Fee (₦)', 'fee (₦)')}
            {figure('min_days', 'From day', 'first business day')}
            {figure('max_days', 'To day', 'last business day')}
          </div>
          <Button type="button" variant="outline" className="col-span-2" onClick={onRemove}>
            Remove<span className="sr-only"> {label}</span>
          </Button>
        </div>
      </fieldset>
    </li>
  )
}

/**
 * The console's delivery table (docs/product.md §13, decision 040): a fee and a window in
 * business days for every state but Lagos (priced by ward), LGA overrides and a free-delivery
 * threshold. A fee of 0 shows shoppers 'Pay on Delivery'. Checked with the rule the API applies
 * before it is sent; each save is in the Activity log.
 */
export function DeliveryRatesPanel() {
  const rates = useDeliveryRates()
  const save = useSaveDeliveryRates()
  const [draft, setDraft] = useState<TableDraft | null>(null)
  const [errors, setErrors] = useState<string[]>([])
  if (!rates.data) return null
  const shown = draft ?? toDraft(rates.data)
  const edit = (next: TableDraft) => {
    setDraft(next)
    setErrors([])
  }

  return (
    <details className="mb-6 rounded-2xl border border-line bg-white p-5 text-sm">
      <summary className="-mt-2 cursor-pointer py-2 font-serif text-xl">
        Delivery fees by state
      </summary>
      <p className="mt-1 text-muted">
        Lagos is priced by ward. A fee of ₦0 shows shoppers “Pay on Delivery”. Windows are in
        business days from the order.
      </p>
      <form
        className="mt-3"
        onSubmit={(event) => {
          event.preventDefault()
          const parsed = deliveryRatesSchema.safeParse(fromDraft(shown))
          if (!parsed.success) {
            setErrors([...new Set(parsed.error.issues.map((issue) => issue.message))])
            return
          }
          save.mutate(parsed.data, {
            onSuccess: () => {
              setDraft(null)
              toast.success('Delivery fees saved')
            },
            onError: (error) => {
              setErrors([isApiError(error) ? error.message : 'Could not save the delivery fees'])
            },
          })
        }}
      >
        <label className="flex flex-col gap-1">
          Free delivery from (₦, blank for never)
          <input
            inputMode="numeric"
            className="h-11 w-36 rounded-lg border border-line px-3"
            value={shown.free_delivery_from}
            onChange={(event) => {
              edit({ ...shown, free_delivery_from: event.target.value })
            }}
          />
        </label>
        <div className="mt-4 max-h-96 overflow-auto">
          <table className="text-left">
            <caption className="sr-only">Fee and delivery window by state</caption>
            <thead>
              <tr className="text-muted">
                <th scope="col" className="pr-3 font-normal">
                  State
                </th>
                <RateHeadings />
              </tr>
            </thead>
            <tbody>
              {shown.states.map((row, index) => (
                <tr key={row.state}>
                  <th scope="row" className="pr-3 font-normal">
                    {row.state}
                  </th>
                  <RateInputs
                    row={row}
                    label={row.state}
                    onChange={(next) => {
                      edit({ ...shown, states: shown.states.with(index, next) })
                    }}
                  />
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <h3 className="mt-4 font-medium">LGA overrides</h3>
        {shown.lga_overrides.length === 0 ? (
          <p className="text-muted">None: every LGA pays its state’s fee.</p>
        ) : (
          // A card per override, not a table row: six fields side by side do not fit a 360 px
          // phone (decision 055). Rows have no identity until saved; their position is what the
          // owner edits.
          <ul aria-label="LGAs priced apart from their state" className="mt-2 space-y-3">
            {shown.lga_overrides.map((row, index) => (
              <OverrideRow
                key={index}
                row={row}
                label={`Override ${String(index + 1)}`}
                states={shown.states.map((stateRow) => stateRow.state)}
                onChange={(next) => {
                  edit({ ...shown, lga_overrides: shown.lga_overrides.with(index, next) })
                }}
                onRemove={() => {
                  edit({
                    ...shown,
                    lga_overrides: shown.lga_overrides.filter((_, at) => at !== index),
                  })
                }}
              />
            ))}
          </ul>
        )}
        <div className="mt-3 flex flex-wrap gap-3">
          <Button
            type="button"
            variant="outline"
            onClick={() => {
              const first = shown.states[0]
              if (!first) return
              edit({
                ...shown,
                lga_overrides: [...shown.lga_overrides, { ...first, lga: '' }],
              })
            }}
          >
            Add an LGA override
          </Button>
          <Button type="submit" disabled={save.isPending}>
            Save delivery fees
          </Button>
        </div>
        {errors.length > 0 ? (
          <ul role="alert" className="mt-2 list-disc pl-5 text-red-800">
            {errors.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        ) : null}
      </form>
    </details>
  )
}
