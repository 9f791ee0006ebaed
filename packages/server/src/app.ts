import path from 'node:path'
import Fastify, { LogController } from 'fastify'
import type { FastifyError, FastifyInstance } from 'fastify'
import websocket from '@fastify/websocket'
import { KYC_PHOTO_MAX_BYTES } from '@bourse/exchange-widgets/kyc'
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
import { AppError } from './errors'
import { createModules } from './modules'
import type { Modules } from './modules'
import { OutboxSender, RoutingSender } from './modules/messages/outbox'
import { createOutboxRepo } from './modules/messages/repo'
import type { MessageSender } from './modules/messages/sender'
import { parseSmtpUrl, SmtpSender } from './modules/messages/smtp'
import { registerSite } from './web/site'
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

/** Builds the whole server (API, WebSocket, site, docs) without listening. */
export async function buildServer(
  config: ServerConfig,
  deps: ServerDeps = {},
): Promise<FastifyInstance> {
  const contract = loadContract(config.openapiPath)
  const app = Fastify({
    logger: config.logLevel === false ? false : { level: config.logLevel },
    bodyLimit: config.bodyLimit,
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
  let stopMarkets = () => {}
  app.addHook('onClose', async () => {
    // Timers stop and pending trades and candles are written before the database closes.
    stopMarkets()
    db.close()
  })
  migrate(db, undefined, clock.now())

  const outboxSender = new OutboxSender(createOutboxRepo(db), clock, app.log)
  const sender =
    deps.sender ??
    (config.smtpUrl
      ? new RoutingSender({
          email: new SmtpSender(parseSmtpUrl(config.smtpUrl, config.mailFrom)),
          sms: outboxSender,
        })
      : outboxSender)
  const publisher = deps.publisher ?? new InProcessPublisher(SYSTEM_CHANNELS)
  const scheduler = deps.scheduler ?? timerScheduler
  const ctx: AppContext = { config, clock, scheduler, db, log: app.log, sender, publisher }
  const modules = createModules(ctx, {
    seed: config.marketSeed,
    simulate: config.marketSimulator,
    backfill: config.marketBackfill,
  })
  stopMarkets = () => {
    modules.robot.stopTimers()
    modules.futures.stop()
    modules.second.stop()
    modules.earn.stop()
    modules.wallet.stop()
    modules.kyc.stop()
    modules.feedback.stop()
    modules.freezes.stop()
    modules.fees.stop()
    modules.markets.stop()
  }
  modules.auth.housekeeping()
  modules.robot.resume()
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

  app.addHook('onSend', async (req, reply) => {
    reply.header('x-content-type-options', 'nosniff')
    reply.header('referrer-policy', 'same-origin')
    if (isApiPath(req.url.split('?')[0] ?? '') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store')
    }
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
  app.get(`${prefix}/docs`, (_req, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header(
        'content-security-policy',
        "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'",
      )
      .send(docsHtml),
  )

  const site = await registerSite(app, config.appDist)
  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0] ?? '/'
    if (isApiPath(url) || (req.method !== 'GET' && req.method !== 'HEAD')) {
      return reply
        .code(404)
        .send({ code: 'not.found', msg: `No such API path: ${req.method} ${url}`, data: null })
    }
    // A missing asset must not be answered with HTML, or the browser reports a MIME error.
    if (url.startsWith('/desktop/') && path.extname(url)) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found')
    }
    return site.serveIndex(reply)
  })

  return app
}
