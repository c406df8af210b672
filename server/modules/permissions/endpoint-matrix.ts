import { billKinds } from '../../../src/contracts/bill-status'
import { bpoRegisterNames } from '../../../src/contracts/bpo'
import type { AccessRole } from '../../../src/contracts/features'

/**
 * Who may call each endpoint (docs/access.md explains the choices). Keys are `METHOD path` as registered.
 * `scope`: 'office' — the path or body names an office and `scopeOffice` applies (staff: any office; others:
 * their own); 'self' — the answer is about the caller only; 'global' — no office involved.
 * `narrowed`: roles that pass the role check but get 403 for part of it (e.g. an advisor outside their own
 * figures); `allowedQuery`, a query with which those roles are let through, so the walk can tell a partly
 * allowed endpoint from one that refuses them. tests/server/access-matrix.test.ts walks every registered endpoint against this table and fails
 * on an endpoint without an entry.
 */
export type EndpointRule = {
  roles: 'public' | readonly AccessRole[]
  scope: 'office' | 'self' | 'global'
  narrowed?: readonly AccessRole[]
  allowedQuery?: string
}

const ALL: readonly AccessRole[] = ['equipe', 'gestor', 'assessor', 'planejador', 'cliente']
const PRO: readonly AccessRole[] = ['equipe', 'gestor', 'assessor', 'planejador']
const MGR: readonly AccessRole[] = ['equipe', 'gestor']
const ADV: readonly AccessRole[] = ['equipe', 'gestor', 'assessor']
const STAFF: readonly AccessRole[] = ['equipe']

const fin = '/v2/interno/api/admin/financial/office/:office'
const adm = '/v2/interno/api/admin'
const bpo = '/v2/api/aawz-partners/bpo'
const rep = '/v3/api/admin/reports-sender'
const gen = '/v2/interno/api/admin/generic/tables'
const office = (roles: readonly AccessRole[], narrowed?: readonly AccessRole[]): EndpointRule => ({
  roles,
  scope: 'office',
  ...(narrowed ? { narrowed } : {}),
})

export const endpointMatrix: Record<string, EndpointRule> = {
  // Session and profile
  'GET /healthz': { roles: 'public', scope: 'global' },
  'POST /login': { roles: 'public', scope: 'global' },
  'POST /v2/interno/api/admin/login': { roles: 'public', scope: 'global' },
  'POST /logout': { roles: ALL, scope: 'self' },
  'POST /v2/api/password-reset/request': { roles: 'public', scope: 'global' },
  'POST /v2/api/password-reset/confirm': { roles: 'public', scope: 'global' },
  'GET /api/assessor/dados_pessoais': { roles: ALL, scope: 'self' },
  'GET /v2/api/general/data/self/get': { roles: ALL, scope: 'self' },
  // A user's public profile: staff anyone, professionals their own office's users, a client only itself (404 otherwise).
  'GET /api/users/:username': { roles: ALL, scope: 'office' },
  'POST /v2/api/client/credentials/change_password': { roles: ['cliente'], scope: 'self' },
  'POST /v2/api/professional/credentials/change_password': { roles: PRO, scope: 'self' },
  // 'Segurança': the login's second step, and each user's own second factor and sessions.
  'POST /login/segundo-fator': { roles: 'public', scope: 'global' },
  'GET /v2/api/seguranca/segundo-fator': { roles: ALL, scope: 'self' },
  'POST /v2/api/seguranca/segundo-fator/inscricao': { roles: ALL, scope: 'self' },
  'POST /v2/api/seguranca/segundo-fator/confirmar': { roles: ALL, scope: 'self' },
  'POST /v2/api/seguranca/segundo-fator/desativar': { roles: ALL, scope: 'self' },
  'PUT /v2/api/seguranca/escritorio/:office/segundo-fator': office(MGR),
  'GET /v2/api/seguranca/sessoes': { roles: ALL, scope: 'self' },
  'DELETE /v2/api/seguranca/sessoes/:id': { roles: ALL, scope: 'self' },
  'POST /v2/api/seguranca/sessoes/encerrar-outras': { roles: ALL, scope: 'self' },
  // §6 switch: only a professional who is also a client (or their client profile) switches; others get 403.
  'POST /v2/api/professional/profile/switch-to-client': {
    roles: ['gestor', 'assessor', 'planejador'],
    scope: 'self',
    narrowed: ['gestor', 'assessor', 'planejador'],
  },
  'POST /v2/api/client/profile/switch-to-professional': { roles: ['cliente'], scope: 'self', narrowed: ['cliente'] },
  'POST /v2/api/general/suggestions': { roles: ALL, scope: 'self' },
  'GET /v2/api/general/suggestions': { roles: STAFF, scope: 'global' },
  'GET /v2/api/notifications': { roles: ALL, scope: 'self' },
  'PUT /v2/api/notifications/:id/read': { roles: ALL, scope: 'self' },
  // Each edit of a batch is checked by its own route and office scope, as if sent alone.
  'POST /v2/api/sync/batch': { roles: ALL, scope: 'self' },
  // A durable job's state and progress (server/jobs): the office's professionals; another office's job is a 404.
  'GET /v2/api/office/:id/jobs/:job': office(PRO),
  // Data room: the office's professionals send and read its files; staff also read every office's (interno).
  [`GET ${adm}/office/:id/data-room/options`]: office(PRO),
  [`GET ${adm}/office/:id/data-room`]: office(PRO),
  [`POST ${adm}/office/:id/data-room`]: office(PRO),
  [`POST ${adm}/office/:id/data-room/daily`]: office(PRO),
  [`GET ${adm}/office/:id/data-room/:upload/download`]: office(PRO),
  [`GET ${adm}/data-room-missing-months`]: office(PRO),
  [`GET ${adm}/data-room/interno`]: { roles: STAFF, scope: 'global' },
  // Repository (staff → office) and strategy bases: the office reads; staff (and the gestor, bases) send.
  [`GET ${adm}/office/:id/data-room/repositorio`]: office(PRO),
  [`POST ${adm}/office/:id/data-room/repositorio`]: office(STAFF),
  [`GET ${adm}/office/:id/data-room/repositorio/:arquivo/download`]: office(PRO),
  [`GET ${adm}/office/:id/data-room/bases-estrategia`]: office(PRO),
  [`POST ${adm}/office/:id/data-room/bases-estrategia`]: office(MGR),
  [`GET ${adm}/office/:id/data-room/bases-estrategia/:arquivo/download`]: office(PRO),
  [`GET ${adm}/office/:id/data-room/bpo/financial/setup`]: office(PRO),
  [`GET ${adm}/escritorio-comentarios`]: office(STAFF),
  [`POST ${adm}/escritorio-comentarios`]: office(STAFF),
  [`GET ${adm}/notebooks/consolidacao-mensal`]: office(PRO),
  [`POST ${adm}/notebooks/consolidacao-mensal`]: office(STAFF),
  'POST /v2/api/notifications/send': { roles: MGR, scope: 'office' },
  'GET /v2/api/push/public-key': { roles: ALL, scope: 'self' },
  'POST /v2/api/push/subscriptions': { roles: ALL, scope: 'self' },
  'DELETE /v2/api/push/subscriptions': { roles: ALL, scope: 'self' },
  // Offices, theme, permissions, views
  [`GET ${adm}/offices`]: { roles: PRO, scope: 'self' },
  [`POST ${adm}/offices/filter`]: office(PRO),
  [`GET ${adm}/office/:id/overview`]: office(PRO),
  [`POST ${adm}/notebooks/add-office`]: { roles: STAFF, scope: 'global' },
  [`GET ${adm}/office/:id`]: office(MGR),
  [`PUT ${adm}/office/:id`]: office(MGR),
  [`GET ${adm}/office/:id/default-partner-data`]: office(STAFF),
  [`POST ${adm}/office/:id/default-partner-data`]: office(STAFF),
  [`GET ${adm}/office/:id/report`]: office(MGR),
  [`GET ${adm}/office/:id/colors`]: office(MGR),
  [`PUT ${adm}/office/:id/colors`]: office(MGR, ['gestor']),
  [`POST ${adm}/office/:id/theme/:kind`]: office(MGR, ['gestor']),
  [`POST ${adm}/notebooks/office/update-features`]: office(STAFF),
  [`GET ${adm}/office-permission`]: { roles: ALL, scope: 'self' },
  [`GET ${adm}/office-permission/:id`]: office(ALL),
  [`PUT ${adm}/office-permission/:id`]: office(STAFF),
  'GET /v2/api/theme/:id': { roles: 'public', scope: 'global' },
  'GET /v2/api/files/:sha': { roles: 'public', scope: 'global' },
  // A gestor views clients of their office, an assessor only their book (403 outside it).
  [`POST ${adm}/views/client`]: office(ADV, ['assessor']),
  [`POST ${adm}/views/professional`]: office(STAFF),
  [`GET ${adm}/audit`]: { roles: STAFF, scope: 'global' },
  // §7 "Other": error reports come from anyone (before login too), rate-limited; only staff read them.
  'POST /v2/api/client-errors': { roles: 'public', scope: 'global' },
  [`GET ${adm}/client-errors`]: { roles: STAFF, scope: 'global' },
  // Professionals
  [`GET ${adm}/office/:id/professionals`]: office(MGR),
  [`POST ${adm}/notebooks/add-professional`]: office(MGR),
  [`POST ${adm}/office/:id/professionals/:prof/access`]: office(MGR),
  [`DELETE ${adm}/office/:id/professionals/:prof/access`]: office(MGR),
  [`POST ${adm}/office/:id/professionals/:prof/reset-password`]: office(MGR),
  [`POST ${adm}/notebooks/release-report-to-professionals`]: office(MGR),
  [`GET ${adm}/notebooks/list-services-for-professional`]: office(PRO, ['assessor', 'planejador']),
  [`POST ${adm}/send-email-dados-equipe`]: office(MGR),
  // Clients, settings, notes
  'GET /v2/api/office/:id/clients': office(ALL),
  // '+ Cliente': an advisor's new client joins their own book; clients cannot create.
  'POST /v2/api/office/:id/clients': office(PRO),
  'GET /v2/api/office/:id/clients/:client': office(ALL, ['assessor', 'cliente']),
  'GET /v2/api/office/:id/clients/:client/communications': office(ALL, ['assessor', 'cliente']),
  'POST /v2/api/office/:id/clients/:client/communications': office(ADV, ['assessor']),
  'GET /v2/api/office/:id/disclaimers': office(ALL),
  'PUT /v2/api/office/:id/disclaimers/:codigo': office(MGR),
  'GET /v2/api/office/:id/notes': office(PRO),
  'POST /v2/api/office/:id/notes': office(PRO),
  'PUT /v2/api/office/:id/notes/:noteId': office(PRO),
  'DELETE /v2/api/office/:id/notes/:noteId': office(PRO),
  // Alerts (/validation/home): staff every office, a gestor their own; the checks' settings and comments.
  [`GET ${adm}/validation/alertas`]: office(MGR),
  'GET /v2/api/office/:id/validation/checks': office(MGR),
  'PUT /v2/api/office/:id/validation/checks/:codigo': office(MGR),
  'PUT /v2/api/office/:id/validation/checks/:codigo/comentario': office(MGR),
  // /versoes: the server's and database's versions (staff).
  'GET /v2/api/sistema/versoes': { roles: STAFF, scope: 'global' },
  // First-run set-up (/parametrizacao) of an office.
  'GET /v2/api/office/:id/parametrizacao': office(MGR),
  'POST /v2/api/office/:id/parametrizacao/concluir': office(MGR),
  'POST /v2/api/office/:id/parametrizacao/:etapa': office(MGR),
  // Hiring rules and charges (/contratacoes/*), recurring payments and instalments (/recorrencia*, /parcela*): managers.
  'GET /v2/api/office/:id/contratacoes/clientes': office(MGR),
  'GET /v2/api/office/:id/contratacoes/regras': office(MGR),
  'POST /v2/api/office/:id/contratacoes/regras': office(MGR),
  'PUT /v2/api/office/:id/contratacoes/regras/:regra': office(MGR),
  'DELETE /v2/api/office/:id/contratacoes/regras/:regra': office(MGR),
  'GET /v2/api/office/:id/contratacoes/cobrancas': office(MGR),
  'POST /v2/api/office/:id/contratacoes/cobrancas/:mes/gerar': office(MGR),
  'POST /v2/api/office/:id/contratacoes/cobrancas/:cobranca/receber': office(MGR),
  'GET /v2/api/office/:id/contratacoes/destinos': office(MGR),
  'GET /v2/api/office/:id/contratacoes/historico': office(MGR),
  'GET /v2/interno/recorrencia/office/:id/planos': office(MGR),
  'POST /v2/interno/recorrencia/office/:id/planos': office(MGR),
  'GET /v2/interno/recorrencia/office/:id/assinaturas': office(MGR),
  'POST /v2/interno/recorrencia/office/:id/assinaturas': office(MGR),
  'POST /v2/interno/recorrencia/office/:id/assinaturas/:assinatura/status': office(MGR),
  'POST /v2/interno/recorrencia/office/:id/assinaturas/:assinatura/cartao': office(MGR),
  'GET /v2/interno/recorrencia/office/:id/cobrancas': office(MGR),
  'POST /v2/interno/recorrencia/office/:id/cobrancas/:mes/cobrar': office(MGR),
  'POST /v2/interno/recorrencia/office/:id/cobrancas/:cobranca/tentar': office(MGR),
  'POST /v2/interno/recorrencia/office/:id/cobrancas/:cobranca/cancelar': office(MGR),
  'GET /v2/interno/parcelamento/office/:id/planos': office(MGR),
  'POST /v2/interno/parcelamento/office/:id/planos': office(MGR),
  'POST /v2/interno/parcelamento/office/:id/planos/:parcelamento/cancelar': office(MGR),
  'GET /v2/interno/parcelamento/office/:id/clientes/:cliente': office(MGR),
  // Commissions (/comissoes/*): models and month actions for managers; a month's figures also for advisors (own only).
  'GET /v2/api/office/:id/comissoes/opcoes': office(MGR),
  'GET /v2/api/office/:id/comissoes/modelos': office(MGR),
  'POST /v2/api/office/:id/comissoes/modelos': office(MGR),
  'PUT /v2/api/office/:id/comissoes/modelos/:regra': office(MGR),
  'DELETE /v2/api/office/:id/comissoes/modelos/:regra': office(MGR),
  'GET /v2/api/office/:id/comissoes/apuracoes/:mes': office(ADV),
  'GET /v2/api/office/:id/comissoes/apuracoes/:mes/linhas': office(ADV),
  'GET /v2/api/office/:id/comissoes/apuracoes/:mes/exportar': office(ADV),
  'POST /v2/api/office/:id/comissoes/apuracoes/:mes/calcular': office(MGR),
  'POST /v2/api/office/:id/comissoes/apuracoes/:mes/aprovar': office(MGR),
  'POST /v2/api/office/:id/comissoes/apuracoes/:mes/reabrir': office(MGR),
  'POST /v2/api/office/:id/comissoes/apuracoes/:mes/contas-a-pagar': office(MGR),
  // BPO registers (/bpo/manager/*): staff run the BPO, the office's gestor follows and edits it.
  'GET /v2/api/office/:id/bpo/opcoes': office(MGR),
  ...Object.fromEntries(
    bpoRegisterNames.flatMap((r) => [
      [`GET /v2/api/office/:id/bpo/${r}`, office(MGR)],
      [`POST /v2/api/office/:id/bpo/${r}`, office(MGR)],
      [`PUT /v2/api/office/:id/bpo/${r}/:rowId`, office(MGR)],
      [`DELETE /v2/api/office/:id/bpo/${r}/:rowId`, office(MGR)],
    ]),
  ),
  // BPO bills (/bpo/contas_*): payables and receivables, their payments (posted into the ledger) and undo.
  ...Object.fromEntries(
    billKinds.flatMap((k) => {
      const base = `/v2/api/office/:id/bpo/titulos/${k}`
      return [
        [`GET ${base}`, office(MGR)],
        [`POST ${base}`, office(MGR)],
        [`PUT ${base}/:rowId`, office(MGR)],
        [`DELETE ${base}/:rowId`, office(MGR)],
        [`POST ${base}/:rowId/cancelar`, office(MGR)],
        [`POST ${base}/:rowId/pagamentos`, office(MGR)],
        [`POST ${base}/:rowId/pagamentos/:paymentId/desfazer`, office(MGR)],
        [`GET ${base}/:rowId/anexos`, office(MGR)],
        [`POST ${base}/:rowId/anexos`, office(MGR)],
        [`GET ${base}/:rowId/anexos/:anexo`, office(MGR)],
        [`DELETE ${base}/:rowId/anexos/:anexo`, office(MGR)],
        // ERP moves (each by the role the state machine names: the route lets both in) and their history.
        [`POST ${base}/:rowId/etapa`, office(MGR)],
        [`GET ${base}/:rowId/etapas`, office(MGR)],
        // Instalments and recurrences.
        [`POST ${base}/:rowId/parcelar`, office(MGR)],
        [`POST ${base}/:rowId/recorrencia`, office(MGR)],
        [`POST ${base}/:rowId/recorrencia/seguintes`, office(MGR)],
        [`POST ${base}/:rowId/recorrencia/encerrar`, office(MGR)],
      ]
    }),
  ),
  // Bank statements (/bpo/extrato), their reconciliation and the positions report (/bpo/positions_report):
  // staff and the office's gestor (docs/bpo-statements.md).
  'POST /v2/api/office/:id/bpo/extrato/previa': office(MGR),
  'POST /v2/api/office/:id/bpo/extrato/importar': office(MGR),
  'GET /v2/api/office/:id/bpo/extrato/linhas': office(MGR),
  'POST /v2/api/office/:id/bpo/extrato/linhas/:linha/conciliar': office(MGR),
  'POST /v2/api/office/:id/bpo/extrato/linhas/:linha/criar': office(MGR),
  'POST /v2/api/office/:id/bpo/extrato/linhas/:linha/desfazer': office(MGR),
  'POST /v2/api/office/:id/bpo/extrato/aceitar': office(MGR),
  'GET /v2/api/office/:id/bpo/extrato/regras': office(MGR),
  'POST /v2/api/office/:id/bpo/extrato/regras': office(MGR),
  'DELETE /v2/api/office/:id/bpo/extrato/regras/:regra': office(MGR),
  'GET /v2/api/office/:id/bpo/posicoes': office(MGR),
  'GET /v2/api/office/:id/bpo/posicoes/xlsx': office(MGR),
  // /financeiro/bpo: the BPO summary of the office.
  'GET /v2/api/office/:id/bpo/resumo': office(MGR),
  // BPO workflow: the payable's approver (by the office's rules: a gestor, or the gestor they name) decides; staff
  // reach the route and get 403 from the rule. Staff and the gestor read and edit the office's approval rules.
  // BPO requests (/bpo/requisicoes) and the office's attachments (/bpo/anexos): the gestor asks, staff run them;
  // only staff turn a request into a payable (docs/bpo-requests.md).
  'GET /v2/api/office/:id/bpo/requisicoes': office(MGR),
  'POST /v2/api/office/:id/bpo/requisicoes': office(MGR),
  'POST /v2/api/office/:id/bpo/requisicoes/:req/mensagens': office(MGR),
  'POST /v2/api/office/:id/bpo/requisicoes/:req/situacao': office(MGR),
  'POST /v2/api/office/:id/bpo/requisicoes/:req/conta': office(STAFF),
  'GET /v2/api/office/:id/bpo/requisicoes/:req/anexos': office(MGR),
  'POST /v2/api/office/:id/bpo/requisicoes/:req/anexos': office(MGR),
  'GET /v2/api/office/:id/bpo/requisicoes/:req/anexos/:anexo': office(MGR),
  'GET /v2/api/office/:id/bpo/anexos': office(MGR),
  // Invoices (/bpo/notas_fiscais) and the inbox (/bpo/caixa_entrada, /bpo/emails): docs/bpo-invoices-inbox.md.
  'GET /v2/api/office/:id/bpo/notas-fiscais': office(MGR),
  'POST /v2/api/office/:id/bpo/notas-fiscais': office(MGR),
  'GET /v2/api/office/:id/bpo/notas-fiscais/:nota': office(MGR),
  'GET /v2/api/office/:id/bpo/notas-fiscais/:nota/xml': office(MGR),
  'GET /v2/api/office/:id/bpo/caixa-entrada': office(MGR),
  'POST /v2/api/office/:id/bpo/caixa-entrada': office(MGR),
  'GET /v2/api/office/:id/bpo/caixa-entrada/:msg': office(MGR),
  'POST /v2/api/office/:id/bpo/caixa-entrada/:msg/verificado': office(MGR),
  'PUT /v2/api/office/:id/bpo/caixa-entrada/:msg/etiquetas': office(MGR),
  'GET /v2/api/office/:id/bpo/caixa-entrada/:msg/anexos/:anexo': office(MGR),
  'GET /v2/api/office/:id/bpo/emails': office(MGR),
  'POST /v2/api/office/:id/bpo/emails': office(MGR),
  'PUT /v2/api/office/:id/bpo/emails/:email': office(MGR),
  'DELETE /v2/api/office/:id/bpo/emails/:email': office(MGR),
  'POST /v2/api/office/:id/bpo/emails-tags': office(MGR),
  'DELETE /v2/api/office/:id/bpo/emails-tags/:tag': office(MGR),
  // BPO billing (/bpo/faturamento): the office's service invoices to its clients (docs/invoicing.md).
  'GET /v2/api/office/:id/bpo/faturamento': office(MGR),
  'POST /v2/api/office/:id/bpo/faturamento': office(MGR),
  'GET /v2/api/office/:id/bpo/faturamento/clientes': office(MGR),
  'POST /v2/api/office/:id/bpo/faturamento/:fatura/emitir': office(MGR),
  'POST /v2/api/office/:id/bpo/faturamento/:fatura/cancelar': office(MGR),
  'POST /v2/api/office/:id/bpo/faturamento/cobrancas/:mes': office(MGR),
  'GET /v2/api/office/:id/bpo/faturamento/:fatura/anexos': office(MGR),
  'POST /v2/api/office/:id/bpo/faturamento/:fatura/anexos': office(MGR),
  'GET /v2/api/office/:id/bpo/faturamento/:fatura/anexos/:anexo': office(MGR),
  // BPO workflow: the gestor (or staff acting for it) approves payables; the office's BPO settings.
  'POST /v2/api/office/:id/bpo/titulos/pagar/:rowId/aprovacao': office(MGR),
  'GET /v2/api/office/:id/bpo/regras-aprovacao': office(MGR),
  'PUT /v2/api/office/:id/bpo/regras-aprovacao': office(MGR),
  // The AI assistant: each user's own conversations inside their office; its tools run as the user.
  'GET /v2/api/office/:id/assistant/status': office(PRO),
  'GET /v2/api/office/:id/assistant/conversations': office(PRO),
  'POST /v2/api/office/:id/assistant/conversations': office(PRO),
  'DELETE /v2/api/office/:id/assistant/conversations/:conversa': office(PRO),
  'GET /v2/api/office/:id/assistant/conversations/:conversa/messages': office(PRO),
  'POST /v2/api/office/:id/assistant/conversations/:conversa/messages': office(PRO),
  'POST /v2/api/office/:id/assistant/conversations/:conversa/retry': office(PRO),
  // Chat rooms: every role, only the rooms the caller is a member of (another room is a 404); a client's rooms
  // are their peer chats. Peer chats are opened by professionals with a client of their scope.
  'GET /v2/api/office/:id/rooms': office(ALL),
  // 'Nova sala': a manager creates a team room with colleagues of the office (and the list to pick them from).
  'POST /v2/api/office/:id/rooms': office(MGR),
  'GET /v2/api/office/:id/rooms/candidates': office(MGR),
  'GET /v2/api/office/:id/rooms/messages/:token': office(ALL),
  'POST /v2/api/office/:id/rooms/messages/:token': office(ALL),
  'PUT /v2/api/office/:id/rooms/messages/:token': office(ALL),
  'POST /v2/api/office/:id/rooms/peer': office(['gestor', 'assessor', 'planejador']),
  'GET /v2/api/office/:id/rooms/events': office(ALL),
  // Rename, delete, members: a professional member who created the room, or any gestor/staff member (403 else).
  'PUT /v2/api/office/:id/rooms/:token': office(PRO),
  'DELETE /v2/api/office/:id/rooms/:token': office(PRO),
  'PUT /v2/api/office/:id/rooms/:token/members': office(PRO),
  // Financial: DFC and balances for managers; DREs also for advisors, narrowed to their own figures.
  [`GET ${adm}/office/:id/dfc`]: office(MGR),
  [`GET ${adm}/office/:id/dfc/dfc-raw`]: office(MGR),
  [`POST ${adm}/office/:id/dfc/set/balance-initial`]: office(MGR),
  [`POST ${adm}/office/:id/dfc/set/balance-adjustment`]: office(MGR),
  [`POST ${adm}/office/:id/dfc/remove/balance-initial`]: office(MGR),
  [`POST ${adm}/office/:id/dfc/remove/balance-adjustment`]: office(MGR),
  [`POST ${fin}/dre/team-historical`]: office(MGR),
  [`GET ${fin}/dre/professional-historical`]: office(ADV, ['assessor']),
  [`GET ${fin}/dre/result-lines/professional-historical`]: office(ADV, ['assessor']),
  [`GET ${fin}/dre/comparison/temp/:type`]: office(MGR),
  // An advisor downloads their own DRE by professional (any other grouping: 403).
  [`GET ${fin}/dre/download`]: {
    ...office(ADV, ['assessor']),
    allowedQuery: 'DRE=profissional&begin_date=2026-01&end_date=2026-03',
  },
  [`GET ${fin}/dre/:type`]: office(ADV, ['assessor']),
  [`GET ${fin}/dre-summary/dre/professionals`]: office(ADV, ['assessor']),
  [`GET ${fin}/dre-summary/segmentation`]: office(MGR),
  [`GET ${fin}/dre-summary/:kind`]: office(ADV, ['assessor']),
  [`GET ${fin}/dre-summary/:kind/:id`]: office(ADV, ['assessor']),
  [`GET ${fin}/dre-historical/:kind/:id`]: office(ADV, ['assessor']),
  [`GET ${fin}/dre-version`]: office(MGR),
  [`GET ${fin}/dfc/comparison/temp/geral`]: office(MGR),
  [`GET ${fin}/horizon`]: office(MGR),
  [`GET ${fin}/financial/holding`]: office(MGR),
  [`GET ${fin}/financial/balance-historical`]: office(MGR),
  [`GET ${fin}/result-lines`]: office(ADV),
  [`POST ${fin}/restore-temp-dre-version`]: office(MGR),
  [`GET ${fin}/last_update`]: office(ADV),
  [`POST ${fin}/set-dre-version`]: office(MGR),
  [`GET ${fin}/versions/template`]: office(MGR),
  [`POST ${fin}/versions/upload`]: office(MGR),
  [`GET ${fin}/category-detail`]: office(MGR),
  [`GET ${adm}/financial/dre/detail/export/:office`]: office(MGR),
  [`GET ${adm}/financial/dre/detail/:office/:categoria`]: office(MGR),
  // Partner BPO aliases (office from the session, or id_escritorio for staff), configuration, reports sender.
  [`GET ${bpo}/financial/rubricas`]: office(MGR),
  [`GET ${bpo}/financial/categories/config`]: office(MGR),
  [`PUT ${bpo}/financial/categories/config/:id`]: office(MGR),
  [`GET ${bpo}/financial/revenue-areas/:id_area_receita/rubricas`]: office(MGR),
  [`GET ${bpo}/financial/apportionment-metrics`]: office(MGR),
  [`PUT ${bpo}/financial/apportionment-metrics`]: office(MGR),
  [`GET ${bpo}/financial/dre/linhas-resultado`]: office(ADV),
  [`PUT ${bpo}/financial/dre/linhas-resultado/ordem`]: office(MGR),
  [`PUT ${bpo}/financial/dre/linhas-resultado/:id`]: office(MGR),
  [`GET ${bpo}/comissions-clients`]: office(MGR),
  [`GET ${bpo}/comissions-advisors`]: office(MGR),
  'GET /v2/api/aawz-partners/office/dre/by-pj': office(ADV, ['assessor']),
  'GET /v2/api/aawz-partners/office/dre/by-area-receita': office(ADV, ['assessor']),
  'GET /v2/api/aawz-partners/office/dre/by-filial': office(ADV, ['assessor']),
  'GET /v2/api/aawz-partners/office/dre/by-profissional': office(ADV, ['assessor']),
  'GET /v3/api/aawz-partners/bpo/financial/dre/team-historical': office(MGR),
  'POST /v3/api/aawz-partners/bpo/financial/dre/team-historical': office(MGR),
  'GET /v3/api/aawz-partners/bpo/financial/dre/result-lines/professional-historical': office(ADV, ['assessor']),
  [`POST ${rep}/dre/email`]: office(MGR),
  [`GET ${rep}/dre/email/:office`]: office(MGR),
  [`GET ${rep}/escritorio-destinatario-emails`]: office(MGR),
  [`POST ${rep}/escritorio-destinatario-emails`]: office(MGR),
  [`GET ${rep}/escritorio-destinatario-emails/:office`]: office(MGR),
  [`POST ${rep}/escritorio-destinatario-emails/:office`]: office(MGR),
  [`PUT ${rep}/escritorio-destinatario-emails/:office/:id`]: office(MGR),
  [`DELETE ${rep}/escritorio-destinatario-emails/:office/:id`]: office(MGR),
  // Generic tables (/dados_gerais): staff only; office-scoped tables take the office in the query.
  // /ativos (staff): a client's asset rows, renaming, cotization checks for the office chosen; missing stocks and
  // ticker changes are platform-wide; the fixed-income crawler runs for an office (another office's run: 404).
  [`GET ${adm}/notebooks/tables/app_dados_ativos_clientes`]: office(STAFF),
  [`POST ${adm}/notebooks/clients-assets/change-name`]: office(STAFF),
  [`GET ${adm}/notebooks/client-cotization-checker`]: office(STAFF),
  [`POST ${adm}/notebooks/client-cotization-checker`]: office(STAFF),
  [`GET ${adm}/notebooks/missing-stocks`]: { roles: STAFF, scope: 'global' },
  [`POST ${adm}/notebooks/missing-stocks`]: { roles: STAFF, scope: 'global' },
  [`GET ${adm}/notebooks/stocks-name-changes`]: { roles: STAFF, scope: 'global' },
  [`POST ${adm}/notebooks/stocks-name-changes`]: { roles: STAFF, scope: 'global' },
  [`GET ${adm}/notebooks/stocks-name-changes-analyzer`]: office(STAFF),
  [`POST ${adm}/notebooks/crawler/products/xp/rf`]: office(STAFF),
  [`GET ${adm}/notebooks/crawler/products/xp/rf/produtos`]: office(STAFF),
  [`GET ${adm}/notebooks/crawler/products/xp/rf/:requestId`]: office(STAFF),
  [`GET ${gen}`]: { roles: STAFF, scope: 'global' },
  [`GET ${gen}/:table/fields`]: { roles: STAFF, scope: 'global' },
  [`GET ${gen}/:table/data`]: { roles: STAFF, scope: 'global' },
  [`POST ${gen}/:table/data`]: { roles: STAFF, scope: 'global' },
  [`PUT ${gen}/:table/data/:rowId`]: { roles: STAFF, scope: 'global' },
  [`DELETE ${gen}/:table/data/:rowId`]: { roles: STAFF, scope: 'global' },
}
