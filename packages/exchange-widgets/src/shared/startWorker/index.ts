export { startWorker, WORKER_READY, WORKER_START_TIMEOUT_MS } from './startWorker'
