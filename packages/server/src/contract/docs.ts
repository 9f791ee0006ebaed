import type { Contract, ContractOperation, JsonSchema } from './load'

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** Just enough Markdown for the contract's descriptions: paragraphs, `-` lists, `code`. */
function md(text: string): string {
  const inline = (s: string) => esc(s).replace(/`([^`]+)`/g, '<code>$1</code>')
  const blocks = text.trim().split(/\n\s*\n/)
  return blocks
    .map((block) => {
      const lines = block.split('\n')
      if (lines.every((l) => /^\s*- /.test(l) || /^\s{2,}\S/.test(l))) {
        const items: string[] = []
        for (const l of lines) {
          if (/^\s*- /.test(l)) items.push(l.replace(/^\s*- /, ''))
          else items[items.length - 1] += ` ${l.trim()}`
        }
        return `<ul>${items.map((i) => `<li>${inline(i)}</li>`).join('')}</ul>`
      }
      return `<p>${inline(lines.join(' '))}</p>`
    })
    .join('')
}

const refName = (ref: string) => ref.replace('#/components/schemas/', '')
const isObj = (v: unknown): v is JsonSchema =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/** A one-line type: `string`, `integer (min 1)`, `Decimal`, `array of CoinItem`. */
function typeLabel(schema: JsonSchema): string {
  if (typeof schema.$ref === 'string') {
    const name = refName(schema.$ref)
    return `<a href="#schema-${esc(name)}">${esc(name)}</a>`
  }
  if (Array.isArray(schema.allOf)) return schema.allOf.filter(isObj).map(typeLabel).join(' &amp; ')
  if (Array.isArray(schema.oneOf)) return schema.oneOf.filter(isObj).map(typeLabel).join(' | ')
  if ('const' in schema) return `<code>${esc(JSON.stringify(schema.const))}</code>`
  if (Array.isArray(schema.enum))
    return `enum ${schema.enum.map((v) => `<code>${esc(String(v))}</code>`).join(' ')}`
  const type = Array.isArray(schema.type)
    ? schema.type.join(' | ')
    : typeof schema.type === 'string'
      ? schema.type
      : 'any'
  if (type === 'array' && isObj(schema.items)) return `array of ${typeLabel(schema.items)}`
  const facts: string[] = []
  for (const key of [
    'minLength',
    'maxLength',
    'minimum',
    'maximum',
    'maxItems',
    'pattern',
    'default',
  ]) {
    if (key in schema) facts.push(`${key} ${esc(String(schema[key]))}`)
  }
  return `${esc(type)}${facts.length ? ` <span class="facts">(${facts.join(', ')})</span>` : ''}`
}

/** Properties as a table, nested objects inline. */
function schemaTable(schema: JsonSchema | undefined): string {
  if (!schema) return ''
  if (typeof schema.$ref === 'string' || !isObj(schema.properties)) {
    const parts = Array.isArray(schema.allOf) ? schema.allOf.filter(isObj) : [schema]
    const tables = parts.map((p) =>
      isObj(p.properties) ? schemaTable(p) : `<p class="type">${typeLabel(p)}</p>`,
    )
    return tables.join('')
  }
  const required = new Set(Array.isArray(schema.required) ? schema.required.map(String) : [])
  const rows = Object.entries(schema.properties)
    .filter((entry): entry is [string, JsonSchema] => isObj(entry[1]))
    .map(
      ([name, prop]) =>
        `<tr><td><code>${esc(name)}</code>${required.has(name) ? ' <span class="req">required</span>' : ''}</td><td>${typeLabel(prop)}</td><td>${md(String(prop.description ?? ''))}</td></tr>`,
    )
  const extra =
    schema.additionalProperties === false ? '<p class="note">No other fields are accepted.</p>' : ''
  return `<table><thead><tr><th>Field</th><th>Type</th><th>Description</th></tr></thead><tbody>${rows.join('')}</tbody></table>${extra}`
}

function operationHtml(op: ContractOperation, prefix: string): string {
  const params = op.parameters.length
    ? `<h4>Parameters</h4><table><thead><tr><th>Name</th><th>In</th><th>Type</th><th>Description</th></tr></thead><tbody>${op.parameters
        .map(
          (p) =>
            `<tr><td><code>${esc(p.name)}</code>${p.required ? ' <span class="req">required</span>' : ''}</td><td>${esc(p.in)}</td><td>${typeLabel(p.schema)}</td><td>${md(p.description ?? '')}</td></tr>`,
        )
        .join('')}</tbody></table>`
    : ''
  const body = op.requestBody
    ? `<h4>Request body <span class="facts">(${esc(op.requestBody.contentTypes.join(', '))}${op.requestBody.required ? ', required' : ''})</span></h4>${schemaTable(op.requestBody.schema)}`
    : ''
  const responses = Object.entries(op.responses)
    .map(
      ([status, r]) =>
        `<div class="response"><h5><span class="status s${esc(status[0] ?? '')}">${esc(status)}</span> ${md(r.description)}</h5>${schemaTable(r.schema)}</div>`,
    )
    .join('')
  const auth =
    op.security === 'public'
      ? '<span class="badge public">public</span>'
      : '<span class="badge secured">requires <code>ticket</code> header</span>'
  return `<section class="op" id="op-${esc(op.operationId)}">
<h3><span class="method m-${op.method.toLowerCase()}">${op.method}</span> <code>${esc(prefix + op.path)}</code></h3>
<p class="summary">${esc(op.summary)} ${auth} <span class="opid">operationId <code>${esc(op.operationId)}</code></span></p>
${op.description ? md(op.description) : ''}${params}${body}<h4>Responses</h4>${responses}</section>`
}

const STYLE = `body{font:15px/1.55 system-ui,-apple-system,sans-serif;margin:0;color:#1a1d23;background:#fafbfc}
header{background:#12161c;color:#fff;padding:1.5rem 2rem}header h1{margin:0 0 .25rem}header a{color:#9ecbff}
main{display:grid;grid-template-columns:16rem 1fr;gap:2rem;padding:1.5rem 2rem;max-width:90rem}
nav{position:sticky;top:1rem;align-self:start;font-size:.875rem}nav ul{list-style:none;padding-left:.75rem;margin:.25rem 0 1rem}
nav a{color:#1f5fbf;text-decoration:none}
.op{background:#fff;border:1px solid #e1e4e8;border-radius:8px;padding:1rem 1.25rem;margin:0 0 1.25rem}
.op h3{margin:0;font-size:1.05rem}.method{display:inline-block;min-width:3.5rem;text-align:center;border-radius:4px;color:#fff;font-size:.8rem;padding:.1rem .4rem}
.m-get{background:#1f7a4d}.m-post{background:#1f5fbf}.m-put,.m-patch{background:#9a6700}.m-delete{background:#b42318}
table{border-collapse:collapse;width:100%;margin:.5rem 0;font-size:.875rem}th,td{border-bottom:1px solid #eaecef;padding:.35rem .5rem;text-align:left;vertical-align:top}
td p{margin:0}code{background:#f1f3f5;border-radius:3px;padding:0 .25rem;font-size:.85em}
.req{color:#b42318;font-size:.75rem}.facts,.opid,.note{color:#57606a;font-size:.8rem}
.badge{font-size:.75rem;border-radius:10px;padding:.05rem .5rem;margin-left:.5rem}.public{background:#e6f4ea}.secured{background:#fff4e5}
.status{font-weight:600;margin-right:.25rem}.s2{color:#1f7a4d}.s4{color:#9a6700}.s5{color:#b42318}
.response h5{margin:.75rem 0 .25rem;font-size:.9rem;font-weight:500;display:flex;gap:.25rem}.response h5 p{margin:0}
h2{margin-top:2rem;border-bottom:1px solid #e1e4e8;padding-bottom:.25rem}`

/** The API reference page for embedders: self-contained HTML, no scripts. */
export function renderDocs(contract: Contract, prefix: string): string {
  const tags = [...contract.tags]
  for (const op of contract.operations) {
    for (const t of op.tags.length ? op.tags : ['other']) {
      if (!tags.some((x) => x.name === t)) tags.push({ name: t, description: '' })
    }
  }
  const groups = tags
    .map((tag) => ({
      tag,
      ops: contract.operations.filter((op) =>
        (op.tags.length ? op.tags : ['other']).includes(tag.name),
      ),
    }))
    .filter((g) => g.ops.length > 0)
  const nav = groups
    .map(
      (g) =>
        `<strong>${esc(g.tag.name)}</strong><ul>${g.ops
          .map(
            (op) =>
              `<li><a href="#op-${esc(op.operationId)}">${esc(op.method)} ${esc(op.path)}</a></li>`,
          )
          .join('')}</ul>`,
    )
    .join('')
  const errorCodes = contract.schemas.ErrorCode
  const codes = Array.isArray(errorCodes?.enum) ? errorCodes.enum.map(String) : []
  const schemas = Object.entries(contract.schemas)
    .map(
      ([name, schema]) =>
        `<section class="op" id="schema-${esc(name)}"><h3>${esc(name)}</h3>${schema.description ? md(String(schema.description)) : ''}${
          isObj(schema.properties)
            ? schemaTable(schema)
            : `<p class="type">${typeLabel(schema)}</p>`
        }</section>`,
    )
    .join('')
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(contract.title)} ${esc(contract.version)}: API reference</title><style>${STYLE}</style></head>
<body><header><h1>${esc(contract.title)} <small>${esc(contract.version)}</small></h1>
<p>Base URL: <code>${esc(prefix || '/')}</code> on this host. Machine-readable contract:
<a href="${esc(prefix)}/openapi.yaml">openapi.yaml</a> · <a href="${esc(prefix)}/openapi.json">openapi.json</a>.
Live data: WebSocket <code>${esc(prefix)}/ws</code>.</p></header>
<main><nav aria-label="Operations">${nav}<strong><a href="#errors">Error codes</a></strong><br><strong><a href="#schemas">Schemas</a></strong></nav>
<div>${md(contract.description)}
${groups
  .map(
    (g) =>
      `<h2 id="tag-${esc(g.tag.name)}">${esc(g.tag.name)}</h2>${g.tag.description ? md(g.tag.description) : ''}${g.ops.map((op) => operationHtml(op, prefix)).join('')}`,
  )
  .join('')}
<h2 id="errors">Error codes</h2><p>Every non-success answer carries one of these in <code>code</code>,
with the HTTP status telling the same story (400, 401, 403, 404, 409, 413, 415, 422, 429, 5xx).</p>
<table><tbody>${codes.map((c) => `<tr><td><code>${esc(c)}</code></td></tr>`).join('')}</tbody></table>
<h2 id="schemas">Schemas</h2>${schemas}</div></main></body></html>`
}
