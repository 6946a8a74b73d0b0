import { inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { productPhotoFiles } from '../../db/schema/index.js'

/** One stored file of a photo, named by its content (docs/decisions/049). */
export interface PhotoFile {
  name: string
  contentType: string
  bytes: Buffer
}

/**
 * Where photo files live (docs/decisions/049). Names are content-addressed and files never
 * change, so `put` is idempotent and runs before the photo's row is committed; `remove` runs after
 * the row is gone. A crash between the two leaves an unreferenced file, never a row without its
 * files. The database is the store today; disk or S3-compatible storage would implement the same
 * three calls.
 */
export interface PhotoStore {
  put(files: readonly PhotoFile[]): Promise<void>
  get(name: string): Promise<PhotoFile | undefined>
  remove(names: readonly string[]): Promise<void>
}

/** Files as rows of `product_photo_files`: every API process on the one PostgreSQL sees them. */
export function createDatabasePhotoStore(db: Db): PhotoStore {
  return {
    async put(files) {
      if (files.length === 0) return
      await db
        .insert(productPhotoFiles)
        .values(files.map((file) => ({ ...file })))
        .onConflictDoNothing()
    },
    async get(name) {
      const [row] = await db
        .select({
          name: productPhotoFiles.name,
          contentType: productPhotoFiles.contentType,
          bytes: productPhotoFiles.bytes,
        })
        .from(productPhotoFiles)
        .where(inArray(productPhotoFiles.name, [name]))
      return row
    },
    async remove(names) {
      if (names.length === 0) return
      await db.delete(productPhotoFiles).where(inArray(productPhotoFiles.name, [...names]))
    },
  }
}
