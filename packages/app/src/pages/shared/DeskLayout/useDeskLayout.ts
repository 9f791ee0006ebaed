import { useAtomValue } from 'jotai'
import { useCallback, useEffect, useMemo, useRef } from 'react'
import { useGroupRef, type GroupImperativeHandle, type Layout } from 'react-resizable-panels'
import { loginFlagAtom, userInfoAtom } from '../../../session/atoms'
import {
  DESK_GROUPS,
  deskLayoutKey,
  deskStorage,
  groupLayout,
  readDeskLayout,
  resetDeskLayout,
  saveGroupLayout,
  type DeskGroupId,
  type DeskName,
} from './deskLayout'

const groupIds = Object.keys(DESK_GROUPS) as DeskGroupId[]

/**
 * A desk's resizable groups, remembered per desk and user: each group's opening sizes and ref, a
 * handler that saves what the user resized, and a reset to the defaults. When the signed-in user
 * becomes known (or changes) their own layout is applied.
 */
export function useDeskLayout(desk: DeskName) {
  const loggedIn = useAtomValue(loginFlagAtom) === 1
  const user = useAtomValue(userInfoAtom)
  const key = deskLayoutKey(desk, loggedIn && user ? user.id : null)
  const saved = useMemo(() => readDeskLayout(deskStorage(), key), [key])
  const columns = useGroupRef()
  const centre = useGroupRef()
  const side = useGroupRef()
  const refs = useMemo(() => ({ columns, centre, side }), [columns, centre, side])
  const firstKey = useRef(key)

  const apply = useCallback(
    (layouts: typeof saved) => {
      for (const id of groupIds) refs[id].current?.setLayout(groupLayout(layouts, id))
    },
    [refs],
  )

  // The groups opened with the first key's sizes; another user's apply when they are known.
  useEffect(() => {
    if (firstKey.current === key) return
    firstKey.current = key
    apply(saved)
  }, [key, saved, apply])

  const onChanged = useCallback(
    (group: DeskGroupId) =>
      (layout: Layout, meta?: { isUserInteraction: boolean; requestedLayout?: Layout }) => {
        if (!meta?.isUserInteraction) return
        saveGroupLayout(deskStorage(), key, group, meta.requestedLayout ?? layout)
      },
    [key],
  )

  const reset = useCallback(() => {
    resetDeskLayout(deskStorage(), key)
    apply({})
  }, [key, apply])

  return {
    defaults: (group: DeskGroupId) => groupLayout(saved, group),
    ref: (group: DeskGroupId): React.RefObject<GroupImperativeHandle | null> => refs[group],
    onChanged,
    reset,
  }
}
