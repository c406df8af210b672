import type { BillFields } from '@/contracts/bpo-bills'
import { answeredState, type RequestRole, type RequestState, requestPaths } from '@/contracts/bpo-request-paths'
import type { RequestCreate, RequestMessage, RequestRow } from '@/contracts/bpo-requests'
import { defineCollection } from '@/db/collections'
import { useCollection, useQueueEdit } from '@/db/use-collection'
import { lazyContracts, requestParsed } from '@/lib/api/client'

const contract = lazyContracts(() => import('@/contracts/bpo-requests'))

/** The office's requests on this device, newest first (a request created offline is there at once). */
export const requestCollection = defineCollection<RequestRow>('bpo-requisicoes', (r) => r.id, {
  order: { name: 'criacao', key: (r) => `${r.criado_em}|${r.id}`, descending: true },
  searchFields: (r) => [r.descricao, r.fornecedor, r.titulo, r.criado_por],
})

export const requestQueries = {
  all: (office: number) => ['bpo', office, 'requisicoes'] as const,
}

/** Every request of the office, from IndexedDB at once and refreshed from the server (filters apply on the device). */
export function useRequests(office: number) {
  return useCollection(requestCollection, String(office), {
    queryKey: requestQueries.all(office),
    fetch: async () =>
      (await requestParsed(contract('requestListResponse'), 'GET', requestPaths.list(office))).value.itens,
  })
}

type Me = { nome: string; role: RequestRole }

const now = () => new Date().toISOString().replace(/\.\d{3}Z$/, 'Z')

const localMessage = (me: Me, texto: string, de: RequestState | null, para: RequestState | null): RequestMessage => ({
  id: crypto.randomUUID(),
  texto,
  autor: me.nome,
  papel: me.role,
  enviado_em: now(),
  de,
  para,
})

/**
 * Create, reply, move and turn into a payable through the outbox: shown at once, sent once when online (a gestor
 * opens or answers a request on the phone without a connection; it reaches the back-office when it connects).
 */
export function useRequestActions(office: number, me: Me, labelOf: (s: RequestState) => string) {
  const queue = useQueueEdit()
  const scope = String(office)
  const base = { collection: requestCollection, scope }
  return {
    create: (fields: RequestCreate, fornecedor: string | null, titulo: string | null, situacao: RequestState) => {
      const at = now()
      const after: RequestRow = {
        ...fields,
        fornecedor,
        titulo,
        version: 1,
        situacao,
        criado_por: me.nome,
        criado_em: at,
        atualizado_em: at,
        mensagens: [],
      }
      return queue({
        ...base,
        rowId: fields.id,
        label: `Nova requisição: ${fields.descricao}`,
        method: 'POST',
        url: requestPaths.list(office),
        body: fields,
        baseVersion: null,
        after,
      })
    },
    reply: (r: RequestRow, texto: string) => {
      const to = answeredState(r.situacao, me.role)
      const message = localMessage(me, texto, to === r.situacao ? null : r.situacao, to === r.situacao ? null : to)
      return queue({
        ...base,
        rowId: r.id,
        label: `Mensagem: ${r.descricao}`,
        method: 'POST',
        url: requestPaths.messages(office, r.id),
        body: { id: message.id, texto },
        baseVersion: null,
        after: { ...r, situacao: to, mensagens: [...r.mensagens, message] },
      })
    },
    move: (r: RequestRow, to: RequestState) =>
      queue({
        ...base,
        rowId: r.id,
        label: `${labelOf(to)}: ${r.descricao}`,
        method: 'POST',
        url: requestPaths.state(office, r.id),
        body: { situacao: to },
        baseVersion: r.version,
        after: {
          ...r,
          situacao: to,
          mensagens: [...r.mensagens, localMessage(me, `${labelOf(r.situacao)} → ${labelOf(to)}`, r.situacao, to)],
        },
      }),
    toBill: (r: RequestRow, fields: BillFields) =>
      queue({
        ...base,
        rowId: r.id,
        label: `Conta a pagar da requisição: ${r.descricao}`,
        method: 'POST',
        url: requestPaths.bill(office, r.id),
        body: fields,
        baseVersion: r.version,
        after: { ...r, situacao: 'conta_lancada' },
      }),
  }
}
