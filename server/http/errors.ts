/** An error with an HTTP status and a pt-BR message that is safe to show to the user. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message)
  }
}

export const unauthorized = () => new HttpError(401, 'Sessão expirada. Faça login novamente.')
export const forbidden = (message = 'Você não tem permissão para acessar este recurso.') => new HttpError(403, message)
export const notFound = (message = 'Registro não encontrado') => new HttpError(404, message)

/** A PostgreSQL foreign-key refusal behind a query builder's wrapper: e.g. removing a row that others still use. */
export const isForeignKeyViolation = (error: unknown): boolean => {
  let current = error as { code?: string; cause?: unknown } | undefined
  for (let depth = 0; current && depth < 3; depth++, current = current.cause as typeof current) {
    if (current.code === '23503') return true
  }
  return false
}
