/**
 * Hands bytes the app fetched (with the bearer, which a plain link cannot send) to the browser's
 * download, under `fileName`: the shopper's data export and the owner's catalogue CSV.
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  // Later, so the click has handed the bytes to the download first.
  setTimeout(() => {
    URL.revokeObjectURL(url)
  }, 1_000)
}
