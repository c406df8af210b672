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
