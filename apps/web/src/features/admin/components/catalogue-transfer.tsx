import type { CatalogueImportResponse } from '@scentia/domain/admin/catalogue-csv'
import { Download, Upload } from 'lucide-react'
import { useRef, useState } from 'react'
import { Button } from '../../../components/ui/button'
import { ColumnHeads, type ColumnHead } from '../../../components/ui/column-heads'
import { HeadedSection } from '../../../components/ui/headed-section'
import { toast } from '../../../lib/toast'
import { useRefreshProducts } from '../api/admin-products'
import { downloadCatalogue, importCatalogue } from '../api/catalogue-csv'

type Stage =
  | { step: 'idle' }
  | { step: 'sending'; dryRun: boolean; sent: number | null }
  | { step: 'previewed'; result: CatalogueImportResponse }
  | { step: 'done'; result: CatalogueImportResponse }

/** Where each problem in the file is, and what it is. */
const PROBLEM_COLUMNS: readonly ColumnHead[] = [
  { label: 'Line', className: 'px-3 py-2' },
  { label: 'Column', className: 'px-3 py-2' },
  { label: 'Problem', className: 'px-3 py-2' },
]

function formatSize(bytes: number): string {
  return bytes >= 1_000_000
    ? `${(bytes / 1_000_000).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1_000))} KB`
}

/** What the server is doing while the owner waits: the upload's share, then the checking. */
function Progress({ file, dryRun, sent }: { file: File; dryRun: boolean; sent: number | null }) {
  const what = dryRun ? 'Checking' : 'Importing'
  return (
    <div className="mt-4 space-y-2" role="status" aria-live="polite">
      <p className="text-sm">
        {sent === null
          ? `${what} ${file.name} (${formatSize(file.size)}): reading every row…`
          : `Uploading ${file.name} (${formatSize(file.size)}): ${Math.round(sent * 100)}%`}
      </p>
      <progress
        className="h-2 w-full"
        aria-label={`${what} the file`}
        {...(sent === null ? {} : { value: sent, max: 1 })}
      />
    </div>
  )
}

/** The counts of an import or its preview, and each problem by line and column. */
function ImportResult({ result }: { result: CatalogueImportResponse }) {
  return (
    <div className="mt-4 space-y-3">
      <p role="status" className={result.success ? 'text-sm' : 'text-sm text-rose-700'}>
        {result.message}
      </p>
      {result.success ? (
        <dl className="grid grid-cols-3 gap-2 text-center text-sm">
          {(
            [
              ['New', result.created],
              ['Changed', result.updated],
              ['Unchanged', result.unchanged],
            ] as const
          ).map(([label, count]) => (
            <div key={label} className="rounded-2xl bg-sand/60 p-2">
              <dt className="text-xs text-muted">{label}</dt>
              <dd className="text-lg font-semibold">{count}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {result.errors.length > 0 ? (
        <div className="max-h-80 overflow-auto rounded-2xl border border-line">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Problems to fix in the file</caption>
            <ColumnHeads columns={PROBLEM_COLUMNS} className="bg-sand/60 text-xs" />
            <tbody>
              {result.errors.map((error, index) => (
                <tr key={`${error.line}-${error.column}-${index}`} className="border-t border-line">
                  <td className="px-3 py-2 align-top tabular-nums">{error.line}</td>
                  <td className="px-3 py-2 align-top font-mono text-xs break-all">
                    {error.column || '—'}
                  </td>
                  <td className="px-3 py-2 align-top break-words">{error.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  )
}

/**
 * Export and import of the whole catalogue as one CSV file (docs/product.md §11): choosing a file
 * checks it first (a dry run that writes nothing), and only Confirm import changes the shop.
 */
export function CatalogueTransfer() {
  const refresh = useRefreshProducts()
  const input = useRef<HTMLInputElement>(null)
  const [file, setFile] = useState<File | null>(null)
  const [stage, setStage] = useState<Stage>({ step: 'idle' })
  const [failure, setFailure] = useState<string | null>(null)
  const [exporting, setExporting] = useState(false)
  const busy = stage.step === 'sending'

  const send = async (chosen: File, dryRun: boolean) => {
    setFailure(null)
    setStage({ step: 'sending', dryRun, sent: 0 })
    try {
      const result = await importCatalogue(chosen, {
        dryRun,
        onProgress: (sent) => {
          setStage({ step: 'sending', dryRun, sent })
        },
      })
      if (dryRun || !result.success) {
        setStage({ step: 'previewed', result })
        return
      }
      setStage({ step: 'done', result })
      toast.success(result.message)
      await refresh()
    } catch (error) {
      setStage({ step: 'idle' })
      setFailure(error instanceof Error ? error.message : 'The file could not be sent.')
    }
  }

  const reset = () => {
    setFile(null)
    setStage({ step: 'idle' })
    if (input.current) input.current.value = ''
  }

  return (
    <HeadedSection
      headingId="catalogue-transfer"
      title="Move the catalogue in bulk"
      className="mt-5 rounded-3xl border border-line bg-white/60 p-4 sm:p-5"
      headingClassName="font-serif text-xl"
    >
      <p className="mt-1 text-sm text-muted">
        Export every product as a CSV file, change it in a spreadsheet, and import it back. Leave
        productId empty to add a product. Nothing changes until you confirm.
      </p>
      <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end">
        <Button
          variant="outline"
          disabled={exporting}
          onClick={() => {
            setExporting(true)
            setFailure(null)
            downloadCatalogue()
              .catch((error: unknown) => {
                setFailure(error instanceof Error ? error.message : 'The export failed.')
              })
              .finally(() => {
                setExporting(false)
              })
          }}
        >
          <Download className="size-4" aria-hidden="true" />
          {exporting ? 'Exporting…' : 'Export CSV'}
        </Button>
        <div className="flex-1">
          <label htmlFor="catalogue-file" className="text-sm font-medium">
            Import a CSV file
          </label>
          <input
            ref={input}
            id="catalogue-file"
            type="file"
            accept=".csv,text/csv"
            disabled={busy}
            onChange={(event) => {
              const chosen = event.target.files?.[0] ?? null
              setFile(chosen)
              if (chosen) void send(chosen, true)
            }}
            className="mt-1 block min-h-11 w-full text-sm file:mr-3 file:h-11 file:rounded-full file:border file:border-line file:bg-white file:px-4"
          />
        </div>
      </div>
      {failure ? (
        <p role="alert" className="mt-3 text-sm text-rose-700">
          {failure}
        </p>
      ) : null}
      {stage.step === 'sending' && file ? (
        <Progress file={file} dryRun={stage.dryRun} sent={stage.sent} />
      ) : null}
      {stage.step === 'previewed' || stage.step === 'done' ? (
        <ImportResult result={stage.result} />
      ) : null}
      {stage.step === 'previewed' && file ? (
        <div className="mt-4 flex flex-wrap gap-2">
          {stage.result.success ? (
            <Button onClick={() => void send(file, false)}>
              <Upload className="size-4" aria-hidden="true" /> Confirm import
            </Button>
          ) : null}
          <Button variant="ghost" onClick={reset}>
            {stage.result.success ? 'Cancel' : 'Choose another file'}
          </Button>
        </div>
      ) : null}
    </HeadedSection>
  )
}
