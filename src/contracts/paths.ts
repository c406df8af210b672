/** Every API path the web app calls, in one place (§7). Functions build the per-id paths. */
export const paths = {
  login: '/login',
  /** §7 admin endpoints: the same session login under /v2/interno/api/admin/. */
  adminLogin: '/v2/interno/api/admin/login',
  logout: '/logout',
  passwordResetRequest: '/v2/api/password-reset/request',
  passwordResetConfirm: '/v2/api/password-reset/confirm',
  validateSession: '/api/assessor/dados_pessoais',
  profile: '/v2/api/general/data/self/get',
  /** §7: a user's public profile, cached per username on the client. */
  user: (username: string) => `/api/users/${username}`,
  offices: '/v2/interno/api/admin/offices',
  officeFilter: '/v2/interno/api/admin/offices/filter',
  officeOverview: (id: number | string) => `/v2/interno/api/admin/office/${id}/overview`,
  notes: (office: number | string) => `/v2/api/office/${office}/notes`,
  note: (office: number | string, id: string) => `/v2/api/office/${office}/notes/${id}`,
  /** BPO registers (/bpo/manager/*): `register` is a key of `bpoRegisters` (src/contracts/bpo.ts). */
  bpoRegister: (office: number | string, register: string) => `/v2/api/office/${office}/bpo/${register}`,
  bpoRecord: (office: number | string, register: string, id: number | string) =>
    `/v2/api/office/${office}/bpo/${register}/${id}`,
  bpoOptions: (office: number | string) => `/v2/api/office/${office}/bpo/opcoes`,
  /** BPO bills (/bpo/contas_*): `kind` is 'pagar' or 'receber' (src/contracts/bpo-bills.ts). */
  bpoBills: (office: number | string, kind: string) => `/v2/api/office/${office}/bpo/titulos/${kind}`,
  bpoBill: (office: number | string, kind: string, id: number | string) =>
    `/v2/api/office/${office}/bpo/titulos/${kind}/${id}`,
  bpoBillCancel: (office: number | string, kind: string, id: number | string) =>
    `/v2/api/office/${office}/bpo/titulos/${kind}/${id}/cancelar`,
  bpoBillPayments: (office: number | string, kind: string, id: number | string) =>
    `/v2/api/office/${office}/bpo/titulos/${kind}/${id}/pagamentos`,
  /** Undo a payment: a POST (not a DELETE) so that, queued offline, the bill row takes the server's answer. */
  bpoBillPaymentUndo: (office: number | string, kind: string, id: number | string, payment: number | string) =>
    `/v2/api/office/${office}/bpo/titulos/${kind}/${id}/pagamentos/${payment}/desfazer`,
  /** Commissions (/comissoes/*): models (rules), options, computed months by YYYY-MM. */
  commissionRules: (office: number | string) => `/v2/api/office/${office}/comissoes/modelos`,
  commissionRule: (office: number | string, id: number | string) => `/v2/api/office/${office}/comissoes/modelos/${id}`,
  commissionOptions: (office: number | string) => `/v2/api/office/${office}/comissoes/opcoes`,
  commissionMonth: (office: number | string, mes: string) => `/v2/api/office/${office}/comissoes/apuracoes/${mes}`,
  commissionMonthAction: (
    office: number | string,
    mes: string,
    action: 'linhas' | 'calcular' | 'aprovar' | 'reabrir' | 'exportar',
  ) => `/v2/api/office/${office}/comissoes/apuracoes/${mes}/${action}`,
  notifications: '/v2/api/notifications',
  syncBatch: '/v2/api/sync/batch',
  notificationsSend: '/v2/api/notifications/send',
  pushPublicKey: '/v2/api/push/public-key',
  pushSubscriptions: '/v2/api/push/subscriptions',
  suggestions: '/v2/api/general/suggestions',
  changePasswordClient: '/v2/api/client/credentials/change_password',
  changePasswordProfessional: '/v2/api/professional/credentials/change_password',
  notificationRead: (id: number | string) => `/v2/api/notifications/${id}/read`,
  // Issue 6: offices, theme, permissions, views (§7 admin endpoints), professionals, clients, settings.
  officeAdd: '/v2/interno/api/admin/notebooks/add-office',
  office: (id: number | string) => `/v2/interno/api/admin/office/${id}`,
  officePartnerData: (id: number | string) => `/v2/interno/api/admin/office/${id}/default-partner-data`,
  officeReport: (id: number | string) => `/v2/interno/api/admin/office/${id}/report`,
  officeColors: (id: number | string) => `/v2/interno/api/admin/office/${id}/colors`,
  officeFeaturesUpdate: '/v2/interno/api/admin/notebooks/office/update-features',
  officePermissions: '/v2/interno/api/admin/office-permission',
  officePermission: (id: number | string) => `/v2/interno/api/admin/office-permission/${id}`,
  officeThemeAsset: (id: number | string, kind: string) => `/v2/interno/api/admin/office/${id}/theme/${kind}`,
  theme: (id: number | string) => `/v2/api/theme/${id}`,
  themeFile: (sha: string) => `/v2/api/files/${sha}`,
  viewsClient: '/v2/interno/api/admin/views/client',
  viewsProfessional: '/v2/interno/api/admin/views/professional',
  // §6 profile switch of a professional who is also a client (paths not shown in the spec: ours).
  switchToClient: '/v2/api/professional/profile/switch-to-client',
  switchToProfessional: '/v2/api/client/profile/switch-to-professional',
  professionals: (id: number | string) => `/v2/interno/api/admin/office/${id}/professionals`,
  professionalAdd: '/v2/interno/api/admin/notebooks/add-professional',
  professionalAccess: (id: number | string, prof: number | string) =>
    `/v2/interno/api/admin/office/${id}/professionals/${prof}/access`,
  professionalResetPassword: (id: number | string, prof: number | string) =>
    `/v2/interno/api/admin/office/${id}/professionals/${prof}/reset-password`,
  releaseReport: '/v2/interno/api/admin/notebooks/release-report-to-professionals',
  servicesForProfessional: '/v2/interno/api/admin/notebooks/list-services-for-professional',
  sendEmailTeamData: '/v2/interno/api/admin/send-email-dados-equipe',
  clients: (id: number | string) => `/v2/api/office/${id}/clients`,
  client: (id: number | string, client: number | string) => `/v2/api/office/${id}/clients/${client}`,
  clientCommunications: (id: number | string, client: number | string) =>
    `/v2/api/office/${id}/clients/${client}/communications`,
  disclaimers: (id: number | string) => `/v2/api/office/${id}/disclaimers`,
  disclaimer: (id: number | string, codigo: string) => `/v2/api/office/${id}/disclaimers/${codigo}`,
  audit: '/v2/interno/api/admin/audit',
  /** §7 "Other": the web app's error reports (POST) and the staff list of them (GET). */
  clientErrors: '/v2/api/client-errors',
  clientErrorsList: '/v2/interno/api/admin/client-errors',
  // Issue 17: the AI assistant (paths not shown in the spec: ours), all under the office.
  assistantStatus: (office: number | string) => `/v2/api/office/${office}/assistant/status`,
  assistantConversations: (office: number | string) => `/v2/api/office/${office}/assistant/conversations`,
  assistantConversation: (office: number | string, id: string) =>
    `/v2/api/office/${office}/assistant/conversations/${id}`,
  assistantMessages: (office: number | string, id: string) =>
    `/v2/api/office/${office}/assistant/conversations/${id}/messages`,
  assistantRetry: (office: number | string, id: string) =>
    `/v2/api/office/${office}/assistant/conversations/${id}/retry`,
  // Issue 17: chat rooms (§7 "workspace rooms"; PUT on the messages path plus the token marks read).
  rooms: (office: number | string) => `/v2/api/office/${office}/rooms`,
  roomMessages: (office: number | string, token: string) => `/v2/api/office/${office}/rooms/messages/${token}`,
  roomPeer: (office: number | string) => `/v2/api/office/${office}/rooms/peer`,
  roomCandidates: (office: number | string) => `/v2/api/office/${office}/rooms/candidates`,
  roomEvents: (office: number | string) => `/v2/api/office/${office}/rooms/events`,
} as const
