export { canvasPngBlob, copyCanvasPng, downloadBlob, downloadCanvasPng } from './canvasImage'
