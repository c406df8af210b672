// Paths of the 'Segurança' page (second sign-in factor, sessions) and the login's second step, apart from their
// schemas so the first load never reads zod.

const base = '/v2/api/seguranca'

export const securityPaths = {
  /** POST {desafio, codigo}: the login's second step, answered with the session. */
  loginSecondFactor: '/login/segundo-fator',
  twoFactor: `${base}/segundo-fator`,
  twoFactorEnrol: `${base}/segundo-fator/inscricao`,
  twoFactorConfirm: `${base}/segundo-fator/confirmar`,
  twoFactorDisable: `${base}/segundo-fator/desativar`,
  /** PUT {exigir}: an office asks its gestores for the second factor. */
  officeTwoFactor: (office: number | string) => `${base}/escritorio/${office}/segundo-fator`,
  sessions: `${base}/sessoes`,
  session: (id: number | string) => `${base}/sessoes/${id}`,
  endOtherSessions: `${base}/sessoes/encerrar-outras`,
} as const

/** The page of the second factor and the sessions (in the profile menu), and where staff enrol before anything. */
export const SECURITY_ROUTE = '/seguranca'
export const ENROL_ROUTE = '/verificacao-em-duas-etapas'
