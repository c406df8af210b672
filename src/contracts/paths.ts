/** Every API path the web app calls, in one place (§7). Functions build the per-id paths. */
export const paths = {
  login: '/login',
  logout: '/logout',
  validateSession: '/api/assessor/dados_pessoais',
  profile: '/v2/api/general/data/self/get',
  offices: '/v2/interno/api/admin/offices',
  officeFilter: '/v2/interno/api/admin/offices/filter',
  officeOverview: (id: number | string) => `/v2/interno/api/admin/office/${id}/overview`,
  notes: (office: number | string) => `/v2/api/office/${office}/notes`,
  note: (office: number | string, id: string) => `/v2/api/office/${office}/notes/${id}`,
  notifications: '/v2/api/notifications',
  suggestions: '/v2/api/general/suggestions',
  changePasswordClient: '/v2/api/client/credentials/change_password',
  changePasswordProfessional: '/v2/api/professional/credentials/change_password',
  notificationRead: (id: number | string) => `/v2/api/notifications/${id}/read`,
} as const
