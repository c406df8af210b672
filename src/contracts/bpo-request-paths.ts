// The BPO requests (/bpo/requisicoes) and the office's attachments (/bpo/anexos): endpoint paths, the request
// kinds and states with their pt-BR labels and colours, and the transition table (who may move what). Zod-free, so
// pages read them before the contracts load and the first load never carries them.

import type { RequestKind, RequestState } from './bpo-request-values'

export {
  type RequestKind,
  type RequestState,
  requestKinds,
  requestStates,
} from './bpo-request-values'

export const requestKindLabels: Record<RequestKind, string> = {
  pagamento: 'Pagamento',
  cancelamento: 'Cancelamento',
  correcao: 'Correção',
}

export type RequestStateInfo = { value: RequestState; label: string; cor: string }

// Colours dark enough for white text (WCAG AA), from the statuses' palette.
export const requestStateCatalogue: readonly RequestStateInfo[] = [
  { value: 'verificar_leitura', label: 'Verificar leitura dos dados', cor: '#1565c0' },
  { value: 'erro_leitura', label: 'Erro na leitura dos dados', cor: '#c62828' },
  { value: 'aguardando_cliente', label: 'Aguardando cliente', cor: '#c2410c' },
  { value: 'observacao_cliente', label: 'Observação do cliente', cor: '#6a1b9a' },
  { value: 'pedido_cancelamento', label: 'Pedido de cancelamento', cor: '#ad1457' },
  { value: 'pendente_faturamento', label: 'Pendente faturamento', cor: '#4527a0' },
  { value: 'a_receber', label: 'A receber', cor: '#00695c' },
  { value: 'nota_cancelada', label: 'Nota cancelada', cor: '#455a64' },
  { value: 'solicitacao_cancelada', label: 'Solicitação cancelada', cor: '#616161' },
  { value: 'conta_lancada', label: 'Conta lançada', cor: '#2e7d32' },
]

export const requestStateInfo = (s: RequestState): RequestStateInfo =>
  requestStateCatalogue.find((i) => i.value === s) ?? requestStateCatalogue[0]

/** Where a new request starts: a cancellation at 'Pedido de cancelamento', the others at the data check. */
export const initialState = (kind: RequestKind): RequestState =>
  kind === 'cancelamento' ? 'pedido_cancelamento' : 'verificar_leitura'

export type RequestRole = 'equipe' | 'gestor'
type Move = { to: RequestState; roles: readonly RequestRole[] }

const E = ['equipe'] as const
const G = ['gestor'] as const
const EG = ['equipe', 'gestor'] as const
const withdraw: Move = { to: 'solicitacao_cancelada', roles: EG }

/**
 * The transition table, enforced by the server (docs/bpo-requests.md): staff (equipe) run the back-office, the
 * office's gestor answers and may withdraw an open request. 'conta_lancada' is reached only by turning a payment
 * request into a payable, and 'nota_cancelada' cancels the request's bill in the same transaction. Final states
 * have no way out.
 */
export const requestTransitions: Record<RequestState, readonly Move[]> = {
  verificar_leitura: [
    { to: 'erro_leitura', roles: E },
    { to: 'aguardando_cliente', roles: E },
    { to: 'pendente_faturamento', roles: E },
    withdraw,
  ],
  erro_leitura: [
    { to: 'verificar_leitura', roles: E },
    { to: 'aguardando_cliente', roles: E },
    { to: 'observacao_cliente', roles: G },
    withdraw,
  ],
  aguardando_cliente: [{ to: 'observacao_cliente', roles: G }, { to: 'verificar_leitura', roles: E }, withdraw],
  observacao_cliente: [
    { to: 'verificar_leitura', roles: E },
    { to: 'aguardando_cliente', roles: E },
    { to: 'erro_leitura', roles: E },
    { to: 'pendente_faturamento', roles: E },
    withdraw,
  ],
  pedido_cancelamento: [{ to: 'nota_cancelada', roles: E }, { to: 'aguardando_cliente', roles: E }, withdraw],
  pendente_faturamento: [{ to: 'a_receber', roles: E }, { to: 'aguardando_cliente', roles: E }, withdraw],
  a_receber: [],
  nota_cancelada: [],
  solicitacao_cancelada: [],
  conta_lancada: [],
}

/** The states `role` may move a request in `from` to. */
export const movesFor = (from: RequestState, role: RequestRole): RequestState[] =>
  requestTransitions[from].filter((m) => m.roles.includes(role)).map((m) => m.to)

/** States from which staff may turn a payment request into a payable. */
export const convertibleStates: readonly RequestState[] = [
  'verificar_leitura',
  'erro_leitura',
  'aguardando_cliente',
  'observacao_cliente',
]

/** A gestor's message on a request waiting for them moves it to 'Observação do cliente'. */
export const answeredState = (from: RequestState, role: RequestRole): RequestState =>
  role === 'gestor' && (from === 'aguardando_cliente' || from === 'erro_leitura') ? 'observacao_cliente' : from

const base = (o: number | string) => `/v2/api/office/${o}/bpo/requisicoes`
const one = (o: number | string, r: string) => `${base(o)}/${r}`

export const requestPaths = {
  /** GET (list with counts per state), POST (a new request; its id made by the client). */
  list: base,
  /** POST a message ({id, texto}). */
  messages: (o: number | string, r: string) => `${one(o, r)}/mensagens`,
  /** POST a state change ({situacao, version}). */
  state: (o: number | string, r: string) => `${one(o, r)}/situacao`,
  /** POST the bill's fields: staff turn a payment request into a payable. */
  bill: (o: number | string, r: string) => `${one(o, r)}/conta`,
  attachments: (o: number | string, r: string) => `${one(o, r)}/anexos`,
  attachment: (o: number | string, r: string, anexo: number | string) => `${one(o, r)}/anexos/${anexo}`,
  /** GET: every attachment of the office, bills' and requests'. */
  allAttachments: (o: number | string) => `/v2/api/office/${o}/bpo/anexos`,
}
