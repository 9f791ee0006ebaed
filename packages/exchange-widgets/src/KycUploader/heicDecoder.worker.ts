/// <reference lib="webworker" />
// The HEIC decoding worker of `../rules/kyc/heic.worker`, which says once it has loaded that it
// listens, so that the uploader waits for it only while it runs (`startWorker`, ADR 0019).
// libheif itself is loaded only when a file arrives: an optional peer the page may lack.
import '../rules/kyc/heic.worker'
import { WORKER_READY } from '../shared/startWorker'

declare const self: DedicatedWorkerGlobalScope

self.postMessage(WORKER_READY)
