import pg from 'pg'
import type { RoomEvent } from '../../../src/contracts/rooms'
import type { Db } from '../../db/connection'

export const ROOMS_CHANNEL = 'salas'
/** What travels on the PostgreSQL channel: the event and the users who should hear it. */
export type RoomSignal = { usuarios: number[]; evento: RoomEvent }
type Listener = (event: RoomEvent) => void

/**
 * Live room events for the open streams of this process. Writers call `pg_notify` inside their transaction
 * (queries.ts), so an event leaves only when its message is committed and reaches the streams of every server
 * process, not only the one that stored it. One LISTEN connection per process, opened with the first stream
 * and reopened after a dropped connection while streams remain.
 */
export function createRoomHub(db: Db, log: (msg: string) => void) {
  const listeners = new Map<number, Set<Listener>>()
  let client: pg.Client | null = null
  let ready: Promise<void> | null = null
  let closed = false

  function deliver(payload: string | undefined) {
    if (!payload) return
    const signal = JSON.parse(payload) as RoomSignal
    for (const user of signal.usuarios) for (const listener of listeners.get(user) ?? []) listener(signal.evento)
  }

  async function open() {
    const next = new pg.Client({ connectionString: db.$client.options.connectionString })
    client = next
    next.on('notification', (n) => deliver(n.payload))
    next.on('error', (error) => {
      log(`salas: conexão de escuta perdida (${error.message})`)
      client = null
      ready = null
      next.end().catch(() => {})
      if (listeners.size > 0) setTimeout(() => void connect().catch(() => {}), 1000)
    })
    await next.connect()
    await next.query(`listen ${ROOMS_CHANNEL}`)
  }

  /** One LISTEN connection, shared by every stream that subscribes while it opens. */
  function connect(): Promise<void> {
    if (closed) return Promise.resolve()
    ready ??= open().catch((error) => {
      ready = null
      client?.end().catch(() => {})
      client = null
      throw error
    })
    return ready
  }

  return {
    /** Hears the events meant for `user` until the returned function is called. */
    async subscribe(user: number, listener: Listener) {
      await connect()
      const set = listeners.get(user) ?? new Set()
      set.add(listener)
      listeners.set(user, set)
      return () => {
        set.delete(listener)
        if (set.size === 0) listeners.delete(user)
      }
    },
    async close() {
      closed = true
      listeners.clear()
      await client?.end().catch(() => {})
      client = null
    },
  }
}
export type RoomHub = ReturnType<typeof createRoomHub>
