import { useEffect, useState } from 'react'
import { Code, Muted, Table } from '../foundations/foundations.styles'
import { TokenPanel, useDocsMode } from '../foundations/TokenPanel'
import { statuses, statusInfo, statusRows } from './status'
import type { IndexEntry, StatusRow } from './status'
import { StatusBadge } from './StatusBadge'

type IndexJson = { entries: Record<string, IndexEntry> }

/** Reads Storybook's own index (served beside the preview, in dev and in the static build). */
function useStatusRows(): StatusRow[] | Error | undefined {
  const [rows, setRows] = useState<StatusRow[] | Error>()
  useEffect(() => {
    let live = true
    fetch(new URL('index.json', document.baseURI))
      .then((response) => {
        if (!response.ok) throw new Error(`index.json: HTTP ${response.status}`)
        return response.json() as Promise<IndexJson>
      })
      .then((index) => live && setRows(statusRows(Object.values(index.entries))))
      .catch(
        (error: unknown) => live && setRows(error instanceof Error ? error : Error(String(error))),
      )
    return () => {
      live = false
    }
  }, [])
  return rows
}

/** The meaning of each status, with its badge. */
export function StatusLegend() {
  const mode = useDocsMode()
  return (
    <TokenPanel>
      <Table>
        <caption>What each status promises</caption>
        <thead>
          <tr>
            <th scope="col">Badge</th>
            <th scope="col">Tag</th>
            <th scope="col">Meaning</th>
          </tr>
        </thead>
        <tbody>
          {statuses.map((status) => (
            <tr key={status}>
              <td>
                <StatusBadge status={status} mode={mode} />
              </td>
              <td>
                <Code>{status}</Code>
              </td>
              <td>{statusInfo[status].meaning}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TokenPanel>
  )
}

StatusLegend.displayName = 'StatusLegend'

/** Every component and widget title with its status, as Storybook's index lists them. */
export function StatusTable() {
  const mode = useDocsMode()
  const rows = useStatusRows()
  // Muted reads the Bourse theme: inside the panel, like the table.
  if (rows === undefined || rows instanceof Error) {
    return (
      <TokenPanel>
        <Muted>
          {rows
            ? `The Storybook's index could not be read (${rows.message}).`
            : "Reading the Storybook's index…"}
        </Muted>
      </TokenPanel>
    )
  }
  const count = (status: string | undefined) => rows.filter((row) => row.status === status).length
  return (
    <TokenPanel>
      <Table>
        <caption>
          {rows.length} titles: {statuses.map((s) => `${count(s)} ${s}`).join(', ')}
          {count(undefined) ? `, ${count(undefined)} without a status` : ''}
        </caption>
        <thead>
          <tr>
            <th scope="col">Title</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ title, status }) => (
            <tr key={title}>
              <td>{title.replaceAll('/', ' / ')}</td>
              <td>{status ? <StatusBadge status={status} mode={mode} /> : <Muted>none</Muted>}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TokenPanel>
  )
}

StatusTable.displayName = 'StatusTable'
