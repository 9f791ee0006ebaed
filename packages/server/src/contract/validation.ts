import { Ajv2020 } from 'ajv/dist/2020.js'
import type { ErrorObject, ValidateFunction } from 'ajv/dist/2020.js'
import type { FieldError, ErrorCode } from './types'
import type { Contract, ContractOperation, JsonSchema } from './load'

/** The id under which the contract's component schemas are registered with ajv. */
const DEFS_ID = 'bourse:components'

/** Rewrites `#/components/schemas/X` references to the registered component document. */
export function toAjvSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(toAjvSchema)
  if (typeof schema !== 'object' || schema === null) return schema
  const out: JsonSchema = {}
  for (const [key, value] of Object.entries(schema)) {
    if (key === '$ref' && typeof value === 'string' && value.startsWith('#/components/schemas/')) {
      out.$ref = `${DEFS_ID}#/$defs/${value.slice('#/components/schemas/'.length)}`
    } else {
      out[key] = toAjvSchema(value)
    }
  }
  return out
}

/**
 * An ajv for the contract: JSON Schema 2020-12 (OpenAPI 3.1), every error reported, unknown
 * OpenAPI annotations (`example`, `discriminator`, `x-*`) ignored rather than fatal.
 */
export function createAjv(contract: Contract, options: { coerceTypes?: boolean } = {}): Ajv2020 {
  const ajv = new Ajv2020({
    allErrors: true,
    strict: false,
    logger: false,
    coerceTypes: options.coerceTypes ? 'array' : false,
    useDefaults: false,
    removeAdditional: false,
  })
  ajv.addSchema({ $id: DEFS_ID, $defs: toAjvSchema(contract.schemas) as JsonSchema })
  return ajv
}

/** Maps component names used for a request field to the specific error code a failure means. */
const FIELD_CODES: Record<string, ErrorCode> = {
  Password: 'password.weak',
  VerifyCode: 'verify.code.error',
}

export interface RequestValidators {
  body: ValidateFunction | undefined
  bodyRequired: boolean
  query: ValidateFunction | undefined
  params: ValidateFunction | undefined
  /** Specific codes for body properties, from the component they reference. */
  bodyFieldCodes: Record<string, ErrorCode>
}

function objectSchema(op: ContractOperation, where: 'query' | 'path'): JsonSchema | undefined {
  const params = op.parameters.filter((p) => p.in === where)
  if (params.length === 0) return undefined
  return {
    type: 'object',
    properties: Object.fromEntries(params.map((p) => [p.name, toAjvSchema(p.schema)])),
    required: params.filter((p) => p.required).map((p) => p.name),
  }
}

export function compileRequestValidators(
  contract: Contract,
  op: ContractOperation,
  bodyAjv: Ajv2020,
  paramAjv: Ajv2020,
): RequestValidators {
  const querySchema = objectSchema(op, 'query')
  const pathSchema = objectSchema(op, 'path')
  const bodySchema = op.requestBody?.schema
  const bodyFieldCodes: Record<string, ErrorCode> = {}
  let resolvedBody: unknown = bodySchema
  if (typeof bodySchema?.$ref === 'string') {
    resolvedBody = contract.schemas[bodySchema.$ref.replace('#/components/schemas/', '')]
  }
  const props = (resolvedBody as { properties?: Record<string, { $ref?: string }> } | undefined)
    ?.properties
  for (const [name, prop] of Object.entries(props ?? {})) {
    const component = prop.$ref?.replace('#/components/schemas/', '')
    const code = component ? FIELD_CODES[component] : undefined
    if (code) bodyFieldCodes[name] = code
  }
  return {
    body: bodySchema ? bodyAjv.compile(toAjvSchema(bodySchema) as JsonSchema) : undefined,
    bodyRequired: op.requestBody?.required === true,
    query: querySchema ? paramAjv.compile(querySchema) : undefined,
    params: pathSchema ? paramAjv.compile(pathSchema) : undefined,
    bodyFieldCodes,
  }
}

function describe(error: ErrorObject): string {
  switch (error.keyword) {
    case 'required':
      return 'is required'
    case 'additionalProperties':
      return 'is not a known field'
    case 'type':
      return `must be of type ${String((error.params as { type?: unknown }).type)}`
    case 'enum':
      return `must be one of ${((error.params as { allowedValues?: unknown[] }).allowedValues ?? []).join(', ')}`
    default:
      return error.message ?? 'is invalid'
  }
}

/** Turns ajv errors into the contract's `FieldError`s (`body.password`, `query.key`, ...). */
export function toFieldErrors(
  where: 'body' | 'query' | 'params',
  errors: ErrorObject[] | null | undefined,
  fieldCodes: Record<string, ErrorCode> = {},
): FieldError[] {
  const out: FieldError[] = []
  const seen = new Set<string>()
  for (const error of errors ?? []) {
    const segments = error.instancePath
      .split('/')
      .slice(1)
      .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    const params = error.params as { missingProperty?: string; additionalProperty?: string }
    if (error.keyword === 'required' && params.missingProperty)
      segments.push(params.missingProperty)
    if (error.keyword === 'additionalProperties' && params.additionalProperty) {
      segments.push(params.additionalProperty)
    }
    const field = [where, ...segments].join('.')
    const top = segments[0]
    const specific =
      top !== undefined && error.keyword !== 'required' && error.keyword !== 'type'
        ? fieldCodes[top]
        : undefined
    const code: ErrorCode = specific ?? 'request.invalid'
    const key = `${field}|${code}`
    if (seen.has(key)) continue
    seen.add(key)
    out.push({ field, code, message: `${field} ${describe(error)}` })
  }
  return out
}

/** Validates responses against the contract, for tests and the dev-mode self check. */
export function createResponseChecker(contract: Contract) {
  const ajv = createAjv(contract)
  const cache = new Map<string, ValidateFunction>()
  const byId = new Map(contract.operations.map((op) => [op.operationId, op]))
  return function check(operationId: string, status: number, body: unknown): string[] {
    const op = byId.get(operationId)
    if (!op) return [`unknown operation ${operationId}`]
    const key = `${operationId}:${status}`
    let validate = cache.get(key)
    if (!validate) {
      const response =
        op.responses[String(status)] ??
        op.responses[`${String(status)[0]}XX`] ??
        op.responses.default
      if (!response) return [`${operationId} does not declare status ${status}`]
      if (!response.schema) return [`${operationId} ${status} has no application/json schema`]
      validate = ajv.compile(toAjvSchema(response.schema) as JsonSchema)
      cache.set(key, validate)
    }
    if (validate(body)) return []
    return (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? e.keyword}`)
  }
}

/** Validates a body against a named component schema (e.g. ErrorEnvelope, WsServerMessage). */
export function createComponentChecker(contract: Contract) {
  const ajv = createAjv(contract)
  return function check(component: string, value: unknown): string[] {
    const validate = ajv.getSchema(`${DEFS_ID}#/$defs/${component}`)
    if (!validate) return [`unknown component ${component}`]
    if (validate(value)) return []
    return (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? e.keyword}`)
  }
}
