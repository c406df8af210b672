import { ApiError } from '@/lib/api/client'

/** The server's 400 issues by field (a card's under its own names: 'cartao/cvc' → 'cvc'). */
export function serverIssues(error: unknown): Record<string, string> {
  const issues =
    error instanceof ApiError ? (error.body as { issues?: { campo: string; mensagem: string }[] }).issues : undefined
  const out: Record<string, string> = {}
  for (const issue of issues ?? []) out[issue.campo.split('/').pop() ?? issue.campo] ??= issue.mensagem
  return out
}
