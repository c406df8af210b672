import { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai'

/** The provider stayed silent longer than AI_TIMEOUT_SECONDS (before answering or between two chunks). */
export class ProviderSilent extends Error {}

/** A provider failure as the pt-BR line the user reads; null when the user stopped the answer. */
export function providerFailure(error: unknown): string | null {
  if (error instanceof APIUserAbortError) return null
  if (error instanceof APIConnectionTimeoutError || error instanceof ProviderSilent) {
    return 'O provedor de IA demorou demais para responder. Tente novamente em instantes.'
  }
  if (error instanceof APIConnectionError) {
    return 'Não foi possível conectar ao provedor de IA. Tente novamente em instantes.'
  }
  if (error instanceof APIError) {
    if (error.status === 401 || error.status === 403) return 'O provedor de IA recusou a chave configurada.'
    if (error.status === 429) return 'O provedor de IA está sobrecarregado. Tente novamente em instantes.'
    return `O provedor de IA respondeu com erro${error.status ? ` (${error.status})` : ''}. Tente novamente.`
  }
  throw error
}
