import type { Config } from './config'

/** A start failure whose message already tells the person what happened and what to do (pt-BR). */
export class StartError extends Error {}

/** The one pt-BR line printed when the server cannot start: never a bare `undefined` or a stack alone. */
export function startFailureMessage(error: unknown, config?: Pick<Config, 'PORT' | 'DATABASE_URL'>): string {
  const prefix = 'Não foi possível iniciar o servidor: '
  if (error instanceof StartError) return prefix + error.message
  const code = (error as { code?: string } | undefined)?.code
  if (config && code === 'EADDRINUSE') {
    return `${prefix}a porta ${config.PORT} já está em uso por outro programa. Encerre-o ou escolha outra porta com a variável PORT (ex.: PORT=${config.PORT + 1} npm start).`
  }
  if (config && code === 'EACCES' && (error as { syscall?: string }).syscall === 'listen') {
    return `${prefix}sem permissão para usar a porta ${config.PORT}. Escolha uma porta acima de 1023 com a variável PORT.`
  }
  if (config?.DATABASE_URL && (code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === '28P01')) {
    const { host } = new URL(config.DATABASE_URL)
    return `${prefix}o PostgreSQL de DATABASE_URL (${host}) não aceitou a conexão (${(error as Error).message}). Confira DATABASE_URL.`
  }
  if (error instanceof Error) return prefix + (error.stack ?? error.message)
  return prefix + (error === undefined ? 'erro desconhecido' : String(error))
}
