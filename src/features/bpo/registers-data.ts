import { useQuery } from '@tanstack/react-query'
import {
  type BpoRegister,
  bpoOptionsResponse,
  bpoRegisterNames,
  type RegisterFields,
  registerListResponse,
  uniqueFields,
} from '@/contracts/bpo'
import { bpoPaths } from '@/contracts/bpo-paths'
import { type Collection, defineCollection, readRows } from '@/db/collections'
import { useSync } from '@/db/sync-context'
import { useCollection, useQueueEdit } from '@/db/use-collection'
import { requestParsed } from '@/lib/api/client'

/**
 * A register row as the page holds it (any register: the page reads its fields by name, see register-ui.ts);
 * a row created offline has a temporary id until the server answers.
 */
export type LocalRow = { id: number | string; version: number; nome: string; [field: string]: unknown }

/** Whether a row is still waiting for the server to give it its id (it cannot be edited or removed yet). */
export const isUnsaved = (row: { id: number | string }) => typeof row.id !== 'number'

const collections = Object.fromEntries(
  bpoRegisterNames.map((r) => [
    r,
    defineCollection<LocalRow>(`bpo-${r}`, (row) => String(row.id), {
      order: { name: 'nome', key: (row) => String(row.nome).toLocaleLowerCase('pt-BR'), descending: false },
      searchFields: (row) => Object.values(row).map((v) => (typeof v === 'string' || typeof v === 'number' ? v : null)),
    }),
  ]),
) as Record<BpoRegister, Collection<LocalRow>>

export const registerCollection = (register: BpoRegister) => collections[register]

export const bpoQueries = {
  all: (office: number) => ['bpo', office] as const,
  register: (office: number, register: BpoRegister) => [...bpoQueries.all(office), register] as const,
  options: (office: number) => ({
    queryKey: [...bpoQueries.all(office), 'opcoes'] as const,
    queryFn: () => requestParsed(bpoOptionsResponse, 'GET', bpoPaths.bpoOptions(office)).then((r) => r.value),
    staleTime: 60_000,
  }),
}

/** The selects' choices (DRE lines, ledger categories). */
export const useBpoOptions = (office: number) => useQuery(bpoQueries.options(office))

const PAGE_SIZE = 100

/**
 * A register's rows, shown at once from IndexedDB (a page at a time as the list scrolls) and refreshed from
 * the server in the background; `search` looks in every field.
 */
export function useRegisterRows(register: BpoRegister, office: number, search: string) {
  return useCollection(
    collections[register],
    String(office),
    {
      queryKey: bpoQueries.register(office, register),
      fetch: () =>
        requestParsed(registerListResponse, 'GET', bpoPaths.bpoRegister(office, register)).then((r) => r.value),
    },
    { pageSize: PAGE_SIZE, search },
  )
}

const uniqueValue = (value: unknown) =>
  String(value ?? '')
    .trim()
    .toLocaleLowerCase('pt-BR')

/**
 * The register's unique field (CPF/CNPJ of a provider, the name of a category…) checked against the rows this
 * device holds, before an edit is queued: a clash found only by the server would come back as a conflict.
 */
export function useUniqueCheck(register: BpoRegister, office: number) {
  const { db } = useSync()
  return async (fields: Record<string, unknown>, self: LocalRow | null) => {
    const rule = (uniqueFields as Partial<Record<BpoRegister, { field: string; message: string }>>)[register]
    if (!rule) return null
    const wanted = uniqueValue(fields[rule.field])
    const rows = await readRows(db, collections[register], String(office))
    const clash = rows.some((row) => String(row.id) !== String(self?.id) && uniqueValue(row[rule.field]) === wanted)
    return clash ? rule : null
  }
}

/** Create, edit and remove through the outbox: shown at once, sent (exactly once) when the connection allows. */
export function useRegisterActions(register: BpoRegister, office: number, singular: string) {
  const queue = useQueueEdit()
  const collection = collections[register]
  const scope = String(office)
  return {
    create: (fields: RegisterFields<BpoRegister>) => {
      const id = crypto.randomUUID()
      return queue({
        collection,
        scope,
        rowId: id,
        label: `Novo registro: ${singular}`,
        method: 'POST',
        url: bpoPaths.bpoRegister(office, register),
        body: fields,
        baseVersion: null,
        after: { ...fields, id, version: 1 } as LocalRow,
      })
    },
    edit: (row: LocalRow, fields: RegisterFields<BpoRegister>) =>
      queue({
        collection,
        scope,
        rowId: String(row.id),
        label: `Edição: ${singular}`,
        method: 'PUT',
        url: bpoPaths.bpoRecord(office, register, row.id),
        body: fields,
        baseVersion: row.version,
        after: { ...row, ...fields } as LocalRow,
      }),
    remove: (row: LocalRow) =>
      queue({
        collection,
        scope,
        rowId: String(row.id),
        label: `Remoção: ${singular}`,
        method: 'DELETE',
        url: bpoPaths.bpoRecord(office, register, row.id),
        baseVersion: row.version,
        after: null,
      }),
  }
}

/** Every row of a register (for the selects of another page: the bills' providers, accounts, branches…). */
export function useRegisterChoices(register: BpoRegister, office: number) {
  return useCollection(collections[register], String(office), {
    queryKey: bpoQueries.register(office, register),
    fetch: () =>
      requestParsed(registerListResponse, 'GET', bpoPaths.bpoRegister(office, register)).then((r) => r.value),
  }).rows
}
