import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify'
import { AppError } from '../errors'
import type { FieldError } from './types'
import { RawBody } from './handlers'
import type {
  HandlerTable,
  OperationFn,
  OperationId,
  RequestContext,
  SessionInfo,
} from './handlers'
import type { Contract, ContractOperation } from './load'
import { compileRequestValidators, createAjv, toFieldErrors } from './validation'

/** The request media type of uploads: the body reaches the handler as a `Buffer`. */
export const BINARY_MEDIA_TYPE = 'application/octet-stream'

/** Whether the operation takes raw bytes (an upload) instead of JSON. */
export const isBinaryOperation = (op: ContractOperation) =>
  op.requestBody?.contentTypes.includes(BINARY_MEDIA_TYPE) === true

export interface RouterOptions {
  prefix: string
  handlers: HandlerTable
  /** Resolves the `ticket` header; throws the 401 when `required` and it is not valid. */
  authenticate: (ticket: string | undefined, required: boolean) => SessionInfo | null
  /** Largest upload of a binary operation in bytes (its own limit, above the JSON one). */
  binaryBodyLimit?: number
  /**
   * Operations not to serve at all (answered 404 like any unknown path): the `dev` operations
   * outside demo mode. They keep their handlers, so the bindings check still covers them.
   */
  omit?: (op: ContractOperation) => boolean
  /**
   * The error an upload over `binaryBodyLimit` answers (the photo's own "too large" code, which
   * the site translates), instead of the generic `request.too.large`.
   */
  binaryTooLarge?: () => AppError
}

/** The ticket header's value (the first one when it is repeated). */
export function ticketOf(req: FastifyRequest): string | undefined {
  const header = req.headers.ticket
  return (Array.isArray(header) ? header[0] : header) || undefined
}

/** `{id}` -> `:id` */
export const fastifyPath = (path: string) => path.replace(/\{([^}]+)\}/g, ':$1')

/** A 400 whose code is the fields' specific code when they agree, else `request.invalid`. */
export function validationError(fields: FieldError[]): AppError {
  const codes = new Set(fields.map((f) => f.code))
  const [only] = codes
  const code = codes.size === 1 && only ? only : 'request.invalid'
  const message =
    fields.length === 1 && fields[0]?.message ? fields[0].message : 'The request is invalid'
  return new AppError(400, code, message, { fields })
}

/**
 * Fails unless every contract operation has a handler and every handler an operation, so the
 * server and the contract cannot drift apart silently.
 */
export function checkBindings(contract: Contract, handlers: HandlerTable): void {
  const ops = new Set(contract.operations.map((op) => op.operationId))
  const bound = new Set(Object.keys(handlers))
  const missing = [...ops].filter((id) => !bound.has(id))
  const orphans = [...bound].filter((id) => !ops.has(id))
  if (missing.length || orphans.length) {
    throw new Error(
      [
        missing.length ? `operations without a handler: ${missing.join(', ')}` : '',
        orphans.length ? `handlers without an operation: ${orphans.join(', ')}` : '',
      ]
        .filter(Boolean)
        .join('; '),
    )
  }
}

function mediaType(req: FastifyRequest): string | undefined {
  return req.headers['content-type']?.split(';')[0]?.trim().toLowerCase()
}

/** Registers one Fastify route per contract operation, validated against the contract. */
export function registerContractRoutes(
  app: FastifyInstance,
  contract: Contract,
  options: RouterOptions,
): void {
  checkBindings(contract, options.handlers)
  const bodyAjv = createAjv(contract)
  const paramAjv = createAjv(contract, { coerceTypes: true })
  const served = contract.operations.filter((op) => !options.omit?.(op))
  const binary = served.filter(isBinaryOperation)
  const binaryLimit = options.binaryBodyLimit ?? 8 * 1024 * 1024
  registerRoutes(
    app,
    served.filter((op) => !isBinaryOperation(op)),
  )
  if (binary.length) {
    // Uploads live in a context of their own whose one parser takes any declared type as bytes:
    // the handler judges the content, never the name or the declared type.
    void app.register(async (uploads) => {
      uploads.removeAllContentTypeParsers()
      uploads.addContentTypeParser(
        '*',
        { parseAs: 'buffer', bodyLimit: binaryLimit },
        (_req, body, done) => done(null, body),
      )
      const tooLarge = options.binaryTooLarge
      if (tooLarge) {
        // Thrown on to the app's handler, which answers the envelope.
        uploads.setErrorHandler((error: FastifyError) => {
          throw error.statusCode === 413 ? tooLarge() : error
        })
      }
      registerRoutes(uploads, binary)
    })
  }

  function registerRoutes(app: FastifyInstance, operations: ContractOperation[]): void {
    for (const op of operations) {
      const validators = compileRequestValidators(contract, op, bodyAjv, paramAjv)
      const entry = options.handlers[op.operationId as OperationId] as
        OperationFn<OperationId> | { auth: 'optional'; handle: OperationFn<OperationId> }
      const handle = typeof entry === 'function' ? entry : entry.handle
      const optionalAuth = typeof entry === 'object' && entry.auth === 'optional'

      app.route({
        method: op.method,
        url: options.prefix + fastifyPath(op.path),
        // Public reads (market data, content) are compressed. An answer that may be a signed-in
        // user's is not: compressing a secret beside text the requester can make the server
        // echo lets an observer of the sizes read the secret (BREACH).
        ...(op.method === 'GET' && op.security === 'public' && !optionalAuth
          ? { compress: {} }
          : {}),
        ...(isBinaryOperation(op)
          ? {
              bodyLimit: binaryLimit,
              // Before the body is read: an upload without a valid ticket is refused at once,
              // so nobody can make the server take in megabytes without signing in.
              onRequest: async (req: FastifyRequest) => {
                if (op.security === 'ticket') options.authenticate(ticketOf(req), !optionalAuth)
              },
            }
          : {}),
        handler: async (req, reply) => {
          const ticket = ticketOf(req)
          // Checked again for uploads: the session may have ended while the body arrived.
          const session =
            op.security === 'ticket' ? options.authenticate(ticket, !optionalAuth) : null

          const { body, query, params } = validateRequest(op, validators, req)
          const ctx: RequestContext<OperationId> = {
            operationId: op.operationId as OperationId,
            body: body as never,
            query: query as never,
            params,
            ip: req.ip,
            userAgent: req.headers['user-agent'],
            origin: req.headers.origin,
            host: req.host,
            ticket,
            session,
          }
          const data: unknown = await handle(ctx)
          if (data instanceof RawBody)
            return reply.code(200).headers(data.headers).type(data.type).send(data.body)
          return reply.code(200).send({ code: 'success', msg: 'success', data: data ?? null })
        },
      })
    }
  }
}

/**
 * Ajv's type coercion turns the text `Infinity` into a number that passes `type: integer` (the
 * finiteness check runs before coercion), so coerced query values are checked here.
 */
function nonFinite(query: Record<string, unknown>): FieldError[] {
  return Object.entries(query)
    .filter(([, value]) => typeof value === 'number' && !Number.isFinite(value))
    .map(([name]) => ({
      field: `query.${name}`,
      code: 'request.invalid',
      message: 'must be a finite number',
    }))
}

function validateRequest(
  op: ContractOperation,
  v: ReturnType<typeof compileRequestValidators>,
  req: FastifyRequest,
): { body: unknown; query: unknown; params: Record<string, string> } {
  const fields: FieldError[] = []
  let body: unknown
  if (op.requestBody && isBinaryOperation(op)) {
    // Bytes are not checked against a schema; an empty upload is a missing body.
    body = Buffer.isBuffer(req.body) && req.body.length > 0 ? req.body : undefined
    if (body === undefined && op.requestBody.required)
      fields.push({ field: 'body', code: 'request.invalid', message: 'body is required' })
  } else if (op.requestBody) {
    body = req.body
    const type = mediaType(req)
    if (body !== undefined && type && !op.requestBody.contentTypes.includes(type)) {
      throw new AppError(
        415,
        'request.unsupported.media',
        `Send the body as ${op.requestBody.contentTypes.join(' or ')}`,
      )
    }
    if (body === undefined || body === null) {
      if (v.bodyRequired)
        fields.push({ field: 'body', code: 'request.invalid', message: 'body is required' })
    } else if (v.body && !v.body(body)) {
      fields.push(...toFieldErrors('body', v.body.errors, v.bodyFieldCodes))
    }
  }
  const query: Record<string, unknown> = { ...(req.query as Record<string, unknown>) }
  if (v.query && !v.query(query)) fields.push(...toFieldErrors('query', v.query.errors))
  else fields.push(...nonFinite(query))
  const params: Record<string, string> = { ...(req.params as Record<string, string>) }
  if (v.params && !v.params(params)) fields.push(...toFieldErrors('params', v.params.errors))
  if (fields.length) throw validationError(fields)
  return { body, query, params }
}
