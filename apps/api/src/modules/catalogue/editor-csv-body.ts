import { pipeline, Transform, type Readable } from 'node:stream'
import {
  CATALOGUE_FILE_TOO_LARGE_MESSAGE,
  type CatalogueImportError,
} from '@scentia/domain/admin/catalogue-csv'
import { CsvError, parse, type Info } from 'csv-parse'
import { HttpError } from '../../plugins/error-handler.js'
import type { CatalogueFile, CsvRecord } from './editor-csv.service.js'

/** Far above any real row (a 2,000-character description); stops a runaway quote early. */
const MAX_RECORD_BYTES = 128 * 1024

/**
 * The uploaded file as read, marked so the route can tell it from a JSON body that some other
 * parser produced.
 */
export class CatalogueCsvBody {
  constructor(readonly file: CatalogueFile) {}
}

/** The line csv-parse names in its error (it adds its info's fields to it), else our own. */
function lineOf(error: CsvError, fallback: number): number {
  const lines: unknown = (error as unknown as { lines?: unknown }).lines
  return typeof lines === 'number' && lines > 0 ? lines : fallback
}

/** csv-parse's failures, told as the owner can fix them in a spreadsheet. */
function unreadable(error: CsvError, line: number): CatalogueImportError {
  switch (error.code) {
    case 'CSV_QUOTE_NOT_CLOSED':
      return {
        line,
        column: '',
        message:
          'A cell on this line opens a double quote and never closes it. Add the closing quote.',
      }
    case 'CSV_INVALID_CLOSING_QUOTE':
      return {
        line: lineOf(error, line),
        column: '',
        message:
          'A double quote inside a quoted cell must be written twice (""). Fix the cell and try again.',
      }
    case 'CSV_MAX_RECORD_SIZE':
      return {
        line,
        column: '',
        message: 'This row is far longer than any product needs. Check its quotes.',
      }
    default:
      return {
        line: lineOf(error, line),
        column: '',
        message: 'This line cannot be read as CSV. Save the file from your spreadsheet as CSV.',
      }
  }
}

/**
 * Reads a `text/csv` upload as it arrives (csv-parse, streamed from the socket), counting its
 * bytes against `maxBytes` (413 beyond, before the rest is read). Each record keeps the line it
 * starts on, so a problem can be named by line even after a cell that spans several lines.
 */
export async function readCatalogueCsv(
  payload: Readable,
  maxBytes: number,
): Promise<CatalogueFile> {
  let bytes = 0
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length
      if (bytes > maxBytes) {
        done(new HttpError(413, 'PAYLOAD_TOO_LARGE', CATALOGUE_FILE_TOO_LARGE_MESSAGE))
        return
      }
      done(null, chunk)
    },
  })
  const parser = parse({
    // A spreadsheet's "CSV UTF-8" starts with a byte-order mark; the export writes one too.
    bom: true,
    relax_column_count: true,
    skip_empty_lines: true,
    info: true,
    max_record_size: MAX_RECORD_BYTES,
  })
  let header: string[] | undefined
  const records: CsvRecord[] = []
  let garbled: CatalogueImportError | undefined
  let lastLine = 0
  let lastEmptyLines = 0
  // 'data' rather than an async iterator: every record parsed before a failure is seen before
  // the failure, so an unclosed quote is placed right after the last good record.
  const outcome = await new Promise<{ error?: Error }>((resolve) => {
    parser.on('data', ({ record, info }: { record: string[]; info: Info }) => {
      // info.lines is where the record ends; it starts after the previous one and any blank lines.
      const line = lastLine + 1 + (info.empty_lines - lastEmptyLines)
      lastLine = info.lines
      lastEmptyLines = info.empty_lines
      const column = record.findIndex((cell) => cell.includes('\uFFFD'))
      if (column !== -1 && !garbled) {
        garbled = {
          line,
          column: header?.[column] ?? '',
          message:
            'This file is not saved as UTF-8, so some letters (₦, é) cannot be read. In your spreadsheet, save it as "CSV UTF-8" and try again.',
        }
      }
      if (header) records.push({ line, cells: record })
      else header = record
    })
    parser.on('error', (error: Error) => {
      resolve({ error })
    })
    parser.on('end', () => {
      resolve({})
    })
    pipeline(payload, counter, parser, () => undefined)
  })
  if (outcome.error instanceof CsvError) {
    const emptyLines = (outcome.error as unknown as { empty_lines?: number }).empty_lines ?? 0
    return {
      readable: false,
      error: unreadable(outcome.error, lastLine + 1 + Math.max(0, emptyLines - lastEmptyLines)),
    }
  }
  if (outcome.error) throw outcome.error
  if (garbled) return { readable: false, error: garbled }
  if (!header) {
    return {
      readable: false,
      error: {
        line: 1,
        column: '',
        message:
          'The file is empty. Start from an export: it has the header row and every product.',
      },
    }
  }
  return { readable: true, header, records }
}
