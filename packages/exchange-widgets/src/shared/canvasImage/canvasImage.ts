/*
 * Saving and copying a picture drawn on a canvas (a share card, an invitation poster) as a PNG.
 */

/** The canvas as PNG bytes; rejects when the browser cannot encode it. */
export function canvasPngBlob(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => {
      if (blob) resolve(blob)
      else reject(new Error('The picture could not be drawn.'))
    }, 'image/png')
  })
}

/** Saves `blob` as a file named `fileName` through a temporary object URL and link. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  // The browser has taken the file; the URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

/** Saves the canvas as a PNG file. */
export async function downloadCanvasPng(
  canvas: HTMLCanvasElement,
  fileName: string,
): Promise<void> {
  downloadBlob(await canvasPngBlob(canvas), fileName)
}

/**
 * Puts the canvas on the clipboard as a PNG image. Rejects when the browser has no image
 * clipboard (`ClipboardItem`) or refuses (no permission, page not focused).
 */
export async function copyCanvasPng(canvas: HTMLCanvasElement): Promise<void> {
  if (typeof ClipboardItem === 'undefined' || !navigator.clipboard?.write)
    throw new Error('This browser cannot copy images.')
  // The promise form keeps Safari's user-activation: the item is handed over before encoding.
  await navigator.clipboard.write([new ClipboardItem({ 'image/png': canvasPngBlob(canvas) })])
}
