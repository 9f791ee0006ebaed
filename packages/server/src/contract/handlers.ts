import type { operations } from '@bourse/api-client'

export type OperationId = keyof operations

type JsonOf<T> = T extends { content: { 'application/json': infer B } }
  ? B
  : T extends { content: { 'application/octet-stream': unknown } }
    ? Buffer
    : undefined

/**
 * The request body type of an operation, from the generated contract types: a `Buffer` of the
 * raw bytes for an `application/octet-stream` body (uploads).
 */
export type BodyOf<K extends OperationId> = JsonOf<operations[K]['requestBody']>
/** The query type of an operation. */
export type QueryOf<K extends OperationId> = operations[K]['parameters'] extends { query?: infer Q }
  ? Q
  : undefined
/**
 * The `data` of the operation's 200 envelope, or a {@link RawBody} for an operation whose 200 is
 * not JSON (an image).
 */
export type DataOf<K extends OperationId> = operations[K]['responses'] extends {
  200: { content: { 'application/json': { data: infer D } } }
}
  ? D
  : operations[K]['responses'] extends { 200: { content: object } }
    ? RawBody
    : never

/** A 200 answered as these bytes with this content type instead of a JSON envelope. */
export class RawBody {
  constructor(
    readonly type: string,
    readonly body: Buffer,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {}
}

/** The signed-in session behind a request's `ticket`. */
export interface SessionInfo {
  sessionId: number
  userId: number
  expiresAt: number
}

export interface RequestContext<K extends OperationId> {
  operationId: K
  body: BodyOf<K>
  query: QueryOf<K>
  params: Record<string, string>
  ip: string
  userAgent: string | undefined
  /** The `Origin` header (browsers send it with every POST) and the request's host. */
  origin: string | undefined
  host: string | undefined
  /** The raw `ticket` header. */
  ticket: string | undefined
  /** Set on secured operations (and on optional-auth ones when the ticket is valid). */
  session: SessionInfo | null
}

export type OperationFn<K extends OperationId> = (
  ctx: RequestContext<K>,
) => Promise<DataOf<K>> | DataOf<K>

/**
 * A handler bound to a contract operation by `operationId`. The object form marks a secured
 * operation whose handler also runs without a valid session (logout is idempotent).
 */
export type OperationHandler<K extends OperationId> =
  OperationFn<K> | { auth: 'optional'; handle: OperationFn<K> }

export type HandlerTable = { [K in OperationId]?: OperationHandler<K> }
