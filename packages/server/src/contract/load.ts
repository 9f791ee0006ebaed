import fs from 'node:fs'
import { parse } from 'yaml'

/** A JSON Schema (OpenAPI 3.1 = JSON Schema 2020-12) as found in the contract. */
export type JsonSchema = { [key: string]: unknown }

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export interface ContractParameter {
  name: string
  in: 'query' | 'path' | 'header' | 'cookie'
  required: boolean
  description?: string
  schema: JsonSchema
}

export interface ContractResponse {
  description: string
  /** The application/json schema, `$ref`s intact. */
  schema: JsonSchema | undefined
}

export interface ContractOperation {
  operationId: string
  method: HttpMethod
  /** The contract path, e.g. `/app/account/getUserInfo`. */
  path: string
  tags: string[]
  summary: string
  description: string
  /** `public` when the operation's `security` is `[]` (or allows `{}`), else the ticket header. */
  security: 'public' | 'ticket'
  parameters: ContractParameter[]
  requestBody:
    { required: boolean; contentTypes: string[]; schema: JsonSchema | undefined } | undefined
  /** Keyed by status code as written (`'200'`, `'4XX'`, `'default'`). */
  responses: Record<string, ContractResponse>
}

export interface Contract {
  /** The file as written. */
  source: string
  document: JsonSchema
  title: string
  version: string
  description: string
  tags: { name: string; description: string }[]
  /** `components.schemas`. */
  schemas: Record<string, JsonSchema>
  operations: ContractOperation[]
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const

function isObject(value: unknown): value is JsonSchema {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function str(value: unknown): string {
  return typeof value === 'string' ? value : ''
}

/** Follows a local `#/...` reference inside the document. */
export function resolvePointer(document: JsonSchema, ref: string): unknown {
  if (!ref.startsWith('#/')) throw new Error(`Only local references are supported: ${ref}`)
  let node: unknown = document
  for (const raw of ref.slice(2).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~')
    if (!isObject(node) || !(key in node)) throw new Error(`Unresolvable reference ${ref}`)
    node = node[key]
  }
  return node
}

/** Resolves a `$ref` to a non-schema component (response, parameter, request body). */
function deref(document: JsonSchema, node: unknown): unknown {
  let current = node
  for (let i = 0; i < 10 && isObject(current) && typeof current.$ref === 'string'; i++) {
    current = resolvePointer(document, current.$ref)
  }
  return current
}

function jsonSchemaOf(content: unknown): JsonSchema | undefined {
  if (!isObject(content)) return undefined
  const json = content['application/json']
  return isObject(json) && isObject(json.schema) ? json.schema : undefined
}

function isPublic(security: unknown): boolean {
  return (
    Array.isArray(security) &&
    (security.length === 0 || security.some((s) => isObject(s) && Object.keys(s).length === 0))
  )
}

/** Parses the contract text into the operations the server wires. */
export function parseContract(source: string): Contract {
  const document = parse(source) as unknown
  if (!isObject(document) || !isObject(document.paths)) throw new Error('The contract has no paths')
  const info = isObject(document.info) ? document.info : {}
  const components = isObject(document.components) ? document.components : {}
  const schemas = (isObject(components.schemas) ? components.schemas : {}) as Record<
    string,
    JsonSchema
  >
  const operations: ContractOperation[] = []
  const seen = new Set<string>()

  for (const [path, rawItem] of Object.entries(document.paths)) {
    const item = deref(document, rawItem)
    if (!isObject(item)) continue
    const shared = Array.isArray(item.parameters) ? item.parameters : []
    for (const method of METHODS) {
      const op = item[method]
      if (!isObject(op)) continue
      const operationId = str(op.operationId)
      if (!operationId) throw new Error(`${method.toUpperCase()} ${path} has no operationId`)
      if (seen.has(operationId)) throw new Error(`Duplicate operationId ${operationId}`)
      seen.add(operationId)

      const parameters: ContractParameter[] = [
        ...shared,
        ...(Array.isArray(op.parameters) ? op.parameters : []),
      ]
        .map((p) => deref(document, p))
        .filter(isObject)
        .map((p) => ({
          name: str(p.name),
          in: str(p.in) as ContractParameter['in'],
          required: p.required === true || p.in === 'path',
          description: str(p.description),
          schema: isObject(p.schema) ? p.schema : {},
        }))

      const body = deref(document, op.requestBody)
      const requestBody = isObject(body)
        ? {
            required: body.required === true,
            contentTypes: isObject(body.content) ? Object.keys(body.content) : [],
            schema: jsonSchemaOf(body.content),
          }
        : undefined

      const responses: Record<string, ContractResponse> = {}
      for (const [status, raw] of Object.entries(isObject(op.responses) ? op.responses : {})) {
        const response = deref(document, raw)
        if (!isObject(response)) continue
        responses[status] = {
          description: str(response.description),
          schema: jsonSchemaOf(response.content),
        }
      }

      operations.push({
        operationId,
        method: method.toUpperCase() as HttpMethod,
        path,
        tags: Array.isArray(op.tags) ? op.tags.map(String) : [],
        summary: str(op.summary),
        description: str(op.description),
        security: isPublic(op.security ?? document.security) ? 'public' : 'ticket',
        parameters,
        requestBody,
        responses,
      })
    }
  }

  return {
    source,
    document,
    title: str(info.title),
    version: str(info.version),
    description: str(info.description),
    tags: (Array.isArray(document.tags) ? document.tags : []).filter(isObject).map((t) => ({
      name: str(t.name),
      description: str(t.description),
    })),
    schemas,
    operations,
  }
}

export function loadContract(file: string): Contract {
  return parseContract(fs.readFileSync(file, 'utf8'))
}
