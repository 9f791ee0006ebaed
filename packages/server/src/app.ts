import { KYC_PHOTO_MAX_BYTES } from '@bourse/rules/kyc'
import path from 'node:path'
import Fastify, { LogController } from 'fastify'
import type { FastifyBaseLogger, FastifyError, FastifyInstance } from 'fastify'
import compress from '@fastify/compress'
import websocket from '@fastify/websocket'
import { clientErrorHandler, DOCS_CSP_DIRECTIVES, frameworkErrors, registerEdge } from './web/edge'
import { OffsetClock, systemClock, timerScheduler } from './clock'
import type { Clock, Scheduler } from './clock'
import type { ServerConfig } from './config'
import type { AppContext } from './context'
import { renderDocs } from './contract/docs'
import { loadContract } from './contract/load'
import type { Contract } from './contract/load'
import { registerContractRoutes } from './contract/router'
import { openDatabase } from './db/connection'
import { migrate } from './db/migrate'
import { unitOfWork } from './db/unitOfWork'
import { AppError } from './errors'
import { createModules } from './modules'
import type { Modules } from './modules'
import { DEV_TAG } from './modules/dev/handlers'
import { LogMailSender, MailSender } from './modules/messages/mail'
import { OutboxSender, RoutingSender, UnavailableChannel } from './modules/messages/outbox'
import { createOutboxRepo } from './modules/messages/repo'
import type { MessageSender } from './modules/messages/sender'
import { LogSmsSender, SmsChannel } from './modules/messages/sms'
import type { SmsSender } from './modules/messages/sms'
import { registerSite } from './web/site'
import { isStorybookPath, registerStorybook } from './web/storybook'
import { InProcessPublisher } from './ws/publisher'
import type { Publisher } from './ws/publisher'
import { registerSocket } from './ws/socket'

export const DEMO_ACCOUNT = {
  username: 'demo@bourse.local',
  password: 'Demo1234',
  nickName: 'Demo Trader',
}

/**
 * Largest upload body: a photo's own limit, enforced while the body streams in (declared lengths
 * above it are refused before a byte is read), so no more than this is ever held per upload.
 */
export const UPLOAD_BODY_LIMIT = KYC_PHOTO_MAX_BYTES

/** Channels clients may subscribe to today; market and user channels arrive with their modules. */
export const SYSTEM_CHANNELS = ['system']

export interface ServerDeps {
  clock?: Clock
  /** Timers; defaults to real timers (tests pass a ManualScheduler on their FakeClock). */
  scheduler?: Scheduler
  /** Replaces the configured message sender (tests). */
  sender?: MessageSender
  /** Where the log goes instead of stdout (tests read it). */
  logStream?: { write: (line: string) => void }
  /** The operator's SMS provider (see `SmsSender`); demo mode logs SMS without one. */
  sms?: SmsSender
  publisher?: Publisher
}

export interface BourseRuntime {
  config: ServerConfig
  ctx: AppContext
  modules: Modules
  contract: Contract
}

declare module 'fastify' {
  interface FastifyInstance {
    bourse: BourseRuntime
  }
}

/**
 * TRUST_PROXY as Fastify takes it. Fastify 5.12 ignores a bare hop count (it trusts nothing), so
 * a count becomes the function it used to be: the nearest `n` hops, the peer first, are proxies.
 */
export const fastifyTrustProxy = (
  trust: ServerConfig['trustProxy'],
): boolean | string | ((address: string, hop: number) => boolean) =>
  typeof trust === 'number' ? (_address, hop) => hop < trust : trust

/** Builds the whole server (API, WebSocket, site, docs) without listening. */
export async function buildServer(
  config: ServerConfig,
  deps: ServerDeps = {},
): Promise<FastifyInstance> {
  const contract = loadContract(config.openapiPath)
  const app = Fastify({
    logger:
      config.logLevel === false
        ? false
        : { level: config.logLevel, ...(deps.logStream ? { stream: deps.logStream } : {}) },
    bodyLimit: config.bodyLimit,
    // Behind a proxy `req.ip` (and so the rate limits) is the client's only when told to trust it.
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // Requests Node or the router refuse before any route runs (headers or query string too long,
    // a malformed URL) still get the envelope.
    clientErrorHandler,
    frameworkErrors,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    logController: new LogController({
      disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace',
    }),
  })
  // JSON only: a text/plain body would otherwise be parsed and then fail validation as a 400.
  app.removeContentTypeParser(['text/plain'])

  // Demo mode's clock can be moved forward (`devClockAdvance`); production reads the system's.
  const clock = deps.clock ?? (config.demoMode ? new OffsetClock() : systemClock)
  const db = openDatabase(config.dataDir)
  // The connection's one unit of work; a hook that throws after a commit is logged here.
  const uow = unitOfWork(db, app.log)
  let stopModules = () => {}
  app.addHook('onClose', async () => {
    // Timers stop and pending trades and candles are written before the database closes.
    stopModules()
    db.close()
  })
  migrate(db, undefined, clock.now())

  const transport = createSender(config, deps.sms, createOutboxRepo(db), clock, app.log)
  app.addHook('onClose', async () => transport.close())
  const sender = deps.sender ?? transport.sender
  const publisher = deps.publisher ?? new InProcessPublisher(SYSTEM_CHANNELS)
  const scheduler = deps.scheduler ?? timerScheduler
  const ctx: AppContext = { config, clock, scheduler, db, uow, log: app.log, sender, publisher }
  const modules = createModules(ctx, {
    seed: config.marketSeed,
    simulate: config.marketSimulator,
    backfill: config.marketBackfill,
  })
  stopModules = () => modules.lifecycles.stop()
  modules.lifecycles.start()
  if (config.demoMode && !modules.auth.findUser(DEMO_ACCOUNT.username)) {
    await modules.auth.createUser({
      kind: 'email',
      account: DEMO_ACCOUNT.username,
      password: DEMO_ACCOUNT.password,
      nickName: DEMO_ACCOUNT.nickName,
    })
  }
  app.decorate('bourse', { config, ctx, modules, contract })

  const prefix = config.apiPrefix
  const apiRoots = prefix
    ? [prefix]
    : [...new Set(contract.operations.map((op) => `/${op.path.split('/')[1] ?? ''}`))]
  const isApiPath = (url: string) =>
    apiRoots.some((root) => url === root || url.startsWith(`${root}/`))

  app.setErrorHandler((error: FastifyError | AppError, req, reply) => {
    if (error instanceof AppError) {
      return reply
        .code(error.status)
        .send({ code: error.code, msg: error.message, data: error.data })
    }
    const status = error.statusCode ?? 500
    if (status === 413) {
      // JSON bodies (`bodyLimit`); uploads answer their photo's own code (router's binaryTooLarge).
      const limit = req.routeOptions.bodyLimit ?? config.bodyLimit
      return reply.code(413).send({
        code: 'request.too.large',
        msg: `The body exceeds ${limit} bytes`,
        data: null,
      })
    }
    if (status === 415) {
      return reply.code(415).send({
        code: 'request.unsupported.media',
        msg: 'Send the body as application/json',
        data: null,
      })
    }
    if (status >= 400 && status < 500) {
      const message =
        error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
          ? 'body is empty'
          : error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY'
            ? 'body is not valid JSON'
            : error.message
      return reply.code(400).send({
        code: 'request.invalid',
        msg: message,
        data: { fields: [{ field: 'body', code: 'request.invalid', message }] },
      })
    }
    req.log.error({ err: error }, 'unhandled error')
    return reply
      .code(500)
      .send({ code: 'system.error', msg: 'Something went wrong on our side', data: null })
  })

  // Security headers and the rate limit attach to routes as they are declared: before any route.
  await registerEdge(
    app,
    config,
    (ticket) => modules.auth.authenticate(ticket, false)?.userId ?? null,
  )

  app.addHook('onSend', async (req, reply) => {
    if (isApiPath(req.url.split('?')[0] ?? '') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store')
    }
  })

  // Answers travel compressed only where a route asks for it (the contract's public reads, in
  // router.ts): a candle history is 74 KB of JSON, 9 KB in Brotli. Requests are never inflated.
  await app.register(compress, {
    globalCompression: false,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
  })

  await app.register(websocket, { options: { maxPayload: 16 * 1024 } })
  registerSocket(
    app,
    `${prefix}/ws`,
    publisher,
    clock,
    {
      channelError: (channel) => modules.markets.channelError(channel),
      snapshot: (channel) => modules.markets.snapshot(channel),
      authenticate: (ticket) => modules.auth.authenticate(ticket, false),
    },
    scheduler,
  )

  registerContractRoutes(app, contract, {
    prefix,
    handlers: modules.handlers,
    authenticate: (ticket, required) => modules.auth.authenticate(ticket, required),
    // The demo's operations do not exist outside demo mode: 404 like any unknown path.
    omit: (op) => !config.demoMode && op.tags.includes(DEV_TAG),
    binaryBodyLimit: UPLOAD_BODY_LIMIT,
    binaryTooLarge: () =>
      new AppError(
        413,
        'kyc.photo.too.large',
        `A photo may have at most ${UPLOAD_BODY_LIMIT} bytes`,
      ),
  })

  const contractJson = JSON.stringify(contract.document, null, 2)
  const docsHtml = renderDocs(contract, prefix)
  app.get(`${prefix}/openapi.yaml`, (_req, reply) =>
    reply
      .type('application/yaml; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(contract.source),
  )
  app.get(`${prefix}/openapi.json`, (_req, reply) =>
    reply
      .type('application/json; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(contractJson),
  )
  app.get(
    `${prefix}/docs`,
    { helmet: { contentSecurityPolicy: { useDefaults: false, directives: DOCS_CSP_DIRECTIVES } } },
    (_req, reply) =>
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(docsHtml),
  )

  const site = await registerSite(app, config.appDist)
  // The design system's reference, for demos only: its pages share the site's origin, and so its
  // storage, without being the site (ADR 0032).
  if (config.demoMode)
    await registerStorybook(app, {
      dist: config.storybookDist,
      extraDirectives: config.hstsMaxAge > 0 ? { 'upgrade-insecure-requests': [] } : {},
    })
  // Unknown paths (and the site's pages, served from here) count against the limit too.
  app.setNotFoundHandler({ preHandler: app.rateLimit() }, (req, reply) => {
    const url = req.url.split('?')[0] ?? '/'
    if (isApiPath(url) || (req.method !== 'GET' && req.method !== 'HEAD')) {
      return reply
        .code(404)
        .send({ code: 'not.found', msg: `No such API path: ${req.method} ${url}`, data: null })
    }
    // A missing asset must not be answered with HTML, or the browser reports a MIME error; nor may
    // a Storybook path (a missing file, or any in production) turn into the app's page.
    if ((url.startsWith('/desktop/') && path.extname(url)) || isStorybookPath(url)) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found')
    }
    return site.serveIndex(reply)
  })

  return app
}

/**
 * E-mail by SMTP when `SMTP_URL` is set, SMS by the operator's provider; production refuses a
 * channel without a transport (`channel.unavailable`). Demo mode keeps every message in the
 * outbox and, without a transport, writes it with its code to the log; production does neither.
 */
function createSender(
  config: ServerConfig,
  sms: SmsSender | undefined,
  outbox: ReturnType<typeof createOutboxRepo>,
  clock: Clock,
  log: FastifyBaseLogger,
): { sender: MessageSender; close: () => void } {
  const mail = config.smtpUrl ? new MailSender(config.smtpUrl, config.mailFrom) : undefined
  const close = () => mail?.close()
  if (config.demoMode) {
    const transport = new RoutingSender({
      email: mail ?? new LogMailSender(log),
      sms: new SmsChannel(sms ?? new LogSmsSender(log)),
    })
    return { sender: new OutboxSender(outbox, clock, transport), close }
  }
  const sender = new RoutingSender({
    email: mail ?? new UnavailableChannel('email'),
    sms: sms ? new SmsChannel(sms) : new UnavailableChannel('sms'),
  })
  return { sender, close }
}
