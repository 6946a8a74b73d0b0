import type { CatalogueImportResponse } from '@scentia/domain/admin/catalogue-csv'
import { ApiError, apiFetch, currentAuthToken, UNAUTHORIZED_EVENT } from '../../../lib/api-client'
import { saveFile } from '../../../lib/save-file'

/** A whole catalogue takes longer than the usual 60 s on a slow line. */
const CATALOGUE_TIMEOUT_MS = 10 * 60_000

/**
 * GET /api/admin/products/export.csv with the owner's bearer, saved under the server's file name.
 */
export async function downloadCatalogue(): Promise<void> {
  const { data, headers } = await apiFetch<string>('/admin/products/export.csv', {
    headers: { Accept: 'text/csv' },
    timeoutMs: CATALOGUE_TIMEOUT_MS,
  })
  const name =
    /filename="([^"]+)"/.exec(headers.get('Content-Disposition') ?? '')?.[1] ??
    'scentia-catalogue.csv'
  saveFile(new Blob([data], { type: 'text/csv;charset=utf-8' }), name)
}

/** How far the upload has gone, 0 to 1; null once it is all sent and the server is working. */
export type UploadProgress = (sent: number | null) => void

/**
 * POST /api/admin/products/import (`?dry_run=1` to preview). XMLHttpRequest rather than fetch,
 * because only its upload events tell how much of a large file has been sent. A 200 or a 422
 * carries the import's answer (a 422 lists the rows to fix); anything else is an ApiError as
 * every other call's.
 */
export function importCatalogue(
  file: File,
  { dryRun, onProgress }: { dryRun: boolean; onProgress: UploadProgress },
): Promise<CatalogueImportResponse> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open('POST', `/api/admin/products/import${dryRun ? '?dry_run=1' : ''}`)
    request.timeout = CATALOGUE_TIMEOUT_MS
    request.setRequestHeader('Content-Type', 'text/csv')
    request.setRequestHeader('Accept', 'application/json')
    const token = currentAuthToken()
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`)
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total)
    })
    request.upload.addEventListener('load', () => {
      onProgress(null)
    })
    request.addEventListener('load', () => {
      let body: unknown = request.responseText
      try {
        body = JSON.parse(request.responseText) as unknown
      } catch {
        // A proxy's error page: the mapping falls back to its own words.
      }
      if (request.status === 200 || request.status === 422) {
        resolve(body as CatalogueImportResponse)
        return
      }
      if (request.status === 401) window.dispatchEvent(new Event(UNAUTHORIZED_EVENT))
      reject(ApiError.from({ kind: 'response', status: request.status, body }))
    })
    request.addEventListener('error', () => {
      reject(ApiError.from({ kind: 'network' }))
    })
    request.addEventListener('timeout', () => {
      reject(ApiError.from({ kind: 'timeout' }))
    })
    request.send(file)
  })
}
