import {
  CATALOGUE_CSV_COLUMNS,
  CATALOGUE_IMPORT_MAX_ERRORS,
  catalogueCells,
  catalogueHeaderProblems,
  catalogueImportMessage,
  isSameCatalogueRow,
  newCatalogueSize,
  parseCatalogueRow,
  type CatalogueCells,
  type CatalogueImportError,
  type CatalogueImportResponse,
  type CatalogueRow,
  type CatalogueSize,
} from '@scentia/domain/admin/catalogue-csv'
import { productSlug, uniqueSlug } from '@scentia/domain/admin/product-input'
import type { Db } from '../../db/client.js'
import { setStockCounts } from './inventory.repository.js'
import type { ProductSizeRow } from './product-sizes.repository.js'
import { productWireFields } from './products.repository.js'
import type { ProductWriterDeps } from './editor-products.service.js'
import {
  CATALOGUE_BATCH_ROWS,
  findProductRowsByIds,
  findProductsBySlug,
  insertCatalogueProducts,
  productsAfter,
  takenSlugs,
  updateCatalogueProducts,
  type ProductRow,
} from './editor-products.repository.js'
import {
  findSizeRowsByIds,
  findSizeRowsOf,
  writeCatalogueSizes,
  type CatalogueSizeWrites,
} from './editor-sizes.repository.js'

/** A data record of the uploaded file: its first line (line 1 is the header) and its cells. */
export interface CsvRecord {
  line: number
  cells: string[]
}

/** The uploaded file as read: its header and records, or where it stopped being CSV. */
export type CatalogueFile =
  | { readable: true; header: string[]; records: CsvRecord[] }
  | { readable: false; error: CatalogueImportError }

export interface AdminCatalogueService {
  /** Every product (retired ones too) as export rows, a batch at a time, oldest first. */
  exportRows(): AsyncGenerator<CatalogueCells>
  /** Checks a file and, unless `dryRun`, applies it all in one transaction (or none of it). */
  importFile(
    file: CatalogueFile,
    options: { dryRun: boolean; actorUserId: number },
  ): Promise<CatalogueImportResponse>
}

/** How many slugs of created and changed products the activity log lists by name. */
const AUDIT_LISTED_PRODUCTS = 200

/** The shop's own product as a file row would describe it. */
function currentRow(row: ProductRow, sizes: readonly ProductSizeRow[]): CatalogueRow {
  return {
    productId: row.productId,
    product: productWireFields(row),
    retired: row.retiredAt !== null,
    sizes: extraSizes(sizes),
  }
}

/** The sizes other than the full bottle, smallest first, as the file carries them. */
function extraSizes(sizes: readonly ProductSizeRow[]): CatalogueSize[] {
  return sizes
    .filter((size) => !size.isDefault)
    .sort((a, b) => (a.ml ?? 0) - (b.ml ?? 0) || a.id - b.id)
    .map((size) => ({ label: size.label ?? '', price: size.price ?? 0, stock: size.stock ?? 0 }))
}

/** Thrown inside the transaction to roll it back when the file cannot be applied. */
class ImportRefused extends Error {
  constructor(readonly errors: CatalogueImportError[]) {
    super('catalogue import refused')
  }
}

/** A stock count the file changes, and what it was. */
interface StockChange {
  id: number
  before: number
}

interface PlannedUpdate {
  id: number
  line: number
  row: CatalogueRow
  before: ProductRow
  sizes: readonly ProductSizeRow[]
}

/**
 * The catalogue CSV (docs/product.md §11, docs/decisions/031): the export, and an import that
 * checks every row with the console's own rules and writes nothing unless all of them pass.
 */
export function createAdminCatalogueService({
  db,
  catalogue,
  clock,
  stockAlerts,
  insertAuditRecord,
}: ProductWriterDeps): AdminCatalogueService {
  /** The file's rows checked one by one; problems carry their line and column. */
  function readRows(header: string[], records: CsvRecord[]) {
    const errors: CatalogueImportError[] = []
    const headerProblems = catalogueHeaderProblems(header)
    if (headerProblems.length > 0) {
      return {
        errors: headerProblems.map((problem) => ({ line: 1, ...problem })),
        rows: [],
      }
    }
    const index = new Map(header.map((name, position) => [name.trim(), position]))
    const rows: { line: number; row: CatalogueRow }[] = []
    const lineOfSlug = new Map<string, number>()
    for (const { line, cells } of records) {
      if (cells.length !== header.length) {
        errors.push({
          line,
          column: '',
          message: `This row has ${cells.length} cells and the header has ${header.length}. A cell holding a comma, a quote or a line break must be in double quotes.`,
        })
        continue
      }
      const named = Object.fromEntries(
        [...index].map(([name, position]) => [name, cells[position] ?? '']),
      ) as CatalogueCells
      const parsed = parseCatalogueRow(named)
      if (!parsed.ok) {
        for (const problem of parsed.problems) errors.push({ line, ...problem })
        continue
      }
      const slug = parsed.row.productId
      if (slug !== '') {
        const earlier = lineOfSlug.get(slug)
        if (earlier !== undefined) {
          errors.push({
            line,
            column: 'productId',
            message: `This product is also on line ${earlier}. Keep one row per product.`,
          })
          continue
        }
        lineOfSlug.set(slug, line)
      }
      rows.push({ line, row: parsed.row })
    }
    return { errors, rows }
  }

  /** What the rows would do to the shop as it is now (read under locks when about to write). */
  async function plan(tx: Db, rows: { line: number; row: CatalogueRow }[], lock: boolean) {
    const errors: CatalogueImportError[] = []
    const slugs = rows.map(({ row }) => row.productId).filter((slug) => slug !== '')
    const found = await findProductsBySlug(tx, slugs, { lock })
    const bySlug = new Map(found.map((row) => [row.productId, row]))
    // Their sizes too: a size's count is compared and then written (and its hooks told) under
    // its own lock, the one a sale of that size takes (decision 045).
    const sizesOf = await findSizeRowsOf(
      tx,
      found.map((row) => row.id),
      { lock },
    )
    const creates: { line: number; row: CatalogueRow }[] = []
    const updates: PlannedUpdate[] = []
    let unchanged = 0
    for (const { line, row } of rows) {
      const before = row.productId === '' ? undefined : bySlug.get(row.productId)
      if (row.productId !== '' && !before) {
        errors.push({
          line,
          column: 'productId',
          message: `No product has the productId "${row.productId}". Leave productId empty to add a new product.`,
        })
        continue
      }
      const sizes = before ? (sizesOf.get(before.id) ?? []) : []
      const known = new Set(sizes.map((size) => size.label))
      for (const size of row.sizes) {
        if (known.has(size.label)) continue
        const checked = newCatalogueSize(size)
        if (!checked.ok) errors.push({ line, column: 'sizes', message: checked.message })
      }
      if (!before) creates.push({ line, row })
      else if (isSameCatalogueRow(currentRow(before, sizes), row)) unchanged++
      else updates.push({ id: before.id, line, row, before, sizes })
    }
    return { errors, creates, updates, unchanged }
  }

  /** New products get slugs as the console draws them (decision 007), unique across the file. */
  async function insertCreated(
    tx: Db,
    creates: { row: CatalogueRow }[],
    at: Date,
  ): Promise<{ id: number; productId: string; row: CatalogueRow }[]> {
    const inserted: { id: number; productId: string; row: CatalogueRow }[] = []
    let pending = creates
    // A console owner may take a slug between our read and our insert: draw again for those.
    for (let attempt = 0; pending.length > 0; attempt++) {
      if (attempt === 5) throw new Error('No free product slugs for the import')
      const taken = await takenSlugs(tx)
      const withSlugs = pending.map(({ row }) => {
        const slug = uniqueSlug(productSlug(row.product.name, row.product.size), taken)
        taken.add(slug)
        return { slug, row }
      })
      const missed: { row: CatalogueRow }[] = []
      for (let start = 0; start < withSlugs.length; start += CATALOGUE_BATCH_ROWS) {
        const batch = withSlugs.slice(start, start + CATALOGUE_BATCH_ROWS)
        const rows = await insertCatalogueProducts(tx, batch, at)
        const bySlug = new Map(rows.map((row) => [row.productId, row]))
        for (const { slug, row } of batch) {
          const stored = bySlug.get(slug)
          if (stored) inserted.push({ id: stored.id, productId: slug, row })
          else missed.push({ row })
        }
      }
      pending = missed
    }
    return inserted
  }

  /** Sizes to add, change and remove so each product has exactly the file's other sizes. */
  function sizeWrites(
    created: { id: number; row: CatalogueRow }[],
    updates: PlannedUpdate[],
  ): { writes: CatalogueSizeWrites; stockChanges: StockChange[] } {
    const writes: CatalogueSizeWrites = { inserts: [], updates: [], deletes: [] }
    const stockChanges: StockChange[] = []
    const add = (productId: number, size: CatalogueSize) => {
      const checked = newCatalogueSize(size)
      // Checked by plan() already; a size that fails here is a bug, not the owner's mistake.
      if (!checked.ok) throw new Error(checked.message)
      writes.inserts.push({ productId, size: checked.size })
    }
    for (const { id, row } of created) for (const size of row.sizes) add(id, size)
    for (const { id, row, sizes } of updates) {
      const wanted = new Map(row.sizes.map((size) => [size.label, size]))
      for (const existing of sizes) {
        if (existing.isDefault) continue
        const next = wanted.get(existing.label ?? '')
        if (!next) writes.deletes.push(existing.id)
        else if (next.price !== existing.price || next.stock !== existing.stock) {
          writes.updates.push({ id: existing.id, price: next.price, stock: next.stock })
          const before = existing.stock ?? 0
          if (before !== next.stock) stockChanges.push({ id: existing.id, before })
        }
      }
      const known = new Set(sizes.map((size) => size.label))
      for (const size of row.sizes) if (!known.has(size.label)) add(id, size)
    }
    return { writes, stockChanges }
  }

  /** Everything the plan says, in batches, inside the caller's transaction. */
  async function apply(
    tx: Db,
    planned: Awaited<ReturnType<typeof plan>>,
    actorUserId: number,
    fileRows: number,
  ) {
    const at = clock()
    const created = await insertCreated(tx, planned.creates, at)
    for (let start = 0; start < planned.updates.length; start += CATALOGUE_BATCH_ROWS) {
      await updateCatalogueProducts(
        tx,
        planned.updates.slice(start, start + CATALOGUE_BATCH_ROWS),
        at,
      )
    }
    const { writes, stockChanges: sizeChanges } = sizeWrites(created, planned.updates)
    await writeCatalogueSizes(tx, writes, at, CATALOGUE_BATCH_ROWS)
    // The counts are the inventory's to write (docs/decisions/035), before restocks are read.
    await setStockCounts(
      tx,
      {
        products: planned.updates.map(({ id, row }) => ({ id, stock: row.product.stock })),
        sizes: writes.updates.map(({ id, stock }) => ({ id, stock })),
      },
      CATALOGUE_BATCH_ROWS,
    )

    // Every count the file changed goes to the inventory's hook with its before and after,
    // under the rows' locks (plan), as a sale's decrement and a console edit do (decision 045):
    // a bottle or size back from 0 mails those waiting for it, and one that falls to its
    // low-stock level tells the owner, once per crossing. The hooks decide, not the import.
    const productChanges = new Map(
      planned.updates
        .filter(({ before, row }) => before.stock !== row.product.stock)
        .map(({ id, before }) => [id, before.stock]),
    )
    for (const product of await findProductRowsByIds(tx, [...productChanges.keys()])) {
      await stockAlerts.onStockChange(
        tx,
        product,
        productChanges.get(product.id) ?? 0,
        product.stock,
      )
    }
    const sizesBefore = new Map(sizeChanges.map(({ id, before }) => [id, before]))
    for (const size of await findSizeRowsByIds(tx, [...sizesBefore.keys()])) {
      await stockAlerts.onStockChange(tx, size, sizesBefore.get(size.id) ?? 0, size.stock ?? 0)
    }

    // One record for the whole file (decision 011): the counts, and which products it touched.
    const createdSlugs = created.map(({ productId }) => productId)
    const updatedSlugs = planned.updates.map(({ before }) => before.productId)
    await insertAuditRecord(tx, {
      actorUserId,
      action: 'catalogue.import',
      target: { type: 'catalogue', id: 'csv', label: 'Catalogue CSV' },
      before: null,
      after: {
        rows: fileRows,
        created: created.length,
        updated: planned.updates.length,
        unchanged: planned.unchanged,
        created_products: createdSlugs.slice(0, AUDIT_LISTED_PRODUCTS),
        updated_products: updatedSlugs.slice(0, AUDIT_LISTED_PRODUCTS),
        ...(createdSlugs.length + updatedSlugs.length > 2 * AUDIT_LISTED_PRODUCTS
          ? { listed: `the first ${AUDIT_LISTED_PRODUCTS} of each` }
          : {}),
      },
      at,
    })
    return created.length
  }

  function answer(
    dryRun: boolean,
    counts: { created: number; updated: number; unchanged: number },
    errors: CatalogueImportError[],
  ): CatalogueImportResponse {
    const failed = errors.length > 0
    const shown = failed ? { created: 0, updated: 0, unchanged: 0 } : counts
    return {
      success: !failed,
      message: catalogueImportMessage({ dry_run: dryRun, ...shown, errorCount: errors.length }),
      dry_run: dryRun,
      ...shown,
      errors: errors.slice(0, CATALOGUE_IMPORT_MAX_ERRORS),
    }
  }

  return {
    async *exportRows() {
      let afterId = 0
      for (;;) {
        const batch = await productsAfter(db, afterId, CATALOGUE_BATCH_ROWS)
        if (batch.length === 0) return
        const sizes = await findSizeRowsOf(
          db,
          batch.map((row) => row.id),
        )
        for (const row of batch) yield catalogueCells(currentRow(row, sizes.get(row.id) ?? []))
        afterId = batch[batch.length - 1]?.id ?? afterId
      }
    },

    async importFile(file, { dryRun, actorUserId }) {
      if (!file.readable)
        return answer(dryRun, { created: 0, updated: 0, unchanged: 0 }, [file.error])
      const read = readRows(file.header, file.records)
      if (read.errors.length > 0)
        return answer(dryRun, { created: 0, updated: 0, unchanged: 0 }, sortErrors(read.errors))
      if (dryRun) {
        const planned = await plan(db, read.rows, false)
        return answer(
          true,
          {
            created: planned.creates.length,
            updated: planned.updates.length,
            unchanged: planned.unchanged,
          },
          sortErrors(planned.errors),
        )
      }
      try {
        const counts = await db.transaction(async (tx) => {
          const planned = await plan(tx, read.rows, true)
          if (planned.errors.length > 0) throw new ImportRefused(sortErrors(planned.errors))
          const created = await apply(tx, planned, actorUserId, file.records.length)
          return { created, updated: planned.updates.length, unchanged: planned.unchanged }
        })
        if (counts.created + counts.updated > 0) {
          catalogue.invalidate()
          // Restock mails, if any, were committed with the import: send them now.
          stockAlerts.flush()
        }
        return answer(false, counts, [])
      } catch (error) {
        if (error instanceof ImportRefused)
          return answer(false, { created: 0, updated: 0, unchanged: 0 }, error.errors)
        throw error
      }
    },
  }
}

const COLUMN_ORDER = new Map<string, number>(
  CATALOGUE_CSV_COLUMNS.map((column, position) => [column, position]),
)

/** By line, then by column as the file orders them, so the list reads like the file. */
function sortErrors(errors: CatalogueImportError[]): CatalogueImportError[] {
  return [...errors].sort(
    (a, b) =>
      a.line - b.line || (COLUMN_ORDER.get(a.column) ?? -1) - (COLUMN_ORDER.get(b.column) ?? -1),
  )
}
