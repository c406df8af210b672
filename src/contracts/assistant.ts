import { z } from 'zod'
import { envelope } from './envelope'
import { recordId } from './primitives'

/** §3 AI assistant: conversations kept on the server per user and office. */
export const conversation = z.object({
  id: z.string().uuid(),
  titulo: z.string(),
  data_criacao: z.string(),
  data_atualizacao: z.string(),
})
export type Conversation = z.infer<typeof conversation>

/** Where a figure of an answer came from: a label and a link inside the app (under /admin). */
export const source = z.object({ rotulo: z.string(), href: z.string() })
export type Source = z.infer<typeof source>

export const message = z.object({
  id: z.string().uuid(),
  papel: z.enum(['user', 'assistant']),
  conteudo: z.string(),
  /** The thinking step: what the assistant did before answering (the tools it called). */
  raciocinio: z.array(z.string()),
  fontes: z.array(source),
  data_criacao: z.string(),
})
export type Message = z.infer<typeof message>

/** 'carregar mais' raises the limit by this much (§3: a settable or incrementable limit). */
export const CONVERSATION_PAGE = 20
export const MAX_CONVERSATION_LIMIT = 500
export const MAX_QUESTION_CHARS = 4000

export const conversationListQuery = z.object({
  limite: z.coerce
    .number({ error: 'Limite inválido' })
    .int('Limite inválido')
    .min(1, 'Limite inválido')
    .max(MAX_CONVERSATION_LIMIT, `O limite máximo é ${MAX_CONVERSATION_LIMIT}`)
    .default(CONVERSATION_PAGE),
})
export const conversationListResponse = envelope(z.object({ conversas: z.array(conversation), mais: z.boolean() }))

export const conversationCreateBody = z.object({ id: z.string().uuid('Identificador inválido') })
export const conversationResponse = envelope(conversation)
export const conversationParams = z.object({
  id: recordId(),
  conversa: z.string().uuid('Conversa não encontrada'),
})
export const messageListResponse = envelope(z.array(message))

export const questionBody = z.object({
  texto: z
    .string({ error: 'Campo obrigatório' })
    .trim()
    .min(1, 'Campo obrigatório')
    .max(MAX_QUESTION_CHARS, `Máximo de ${MAX_QUESTION_CHARS} caracteres`),
})

/** Whether the server has a provider: without one, the page says so and the send box is disabled. */
export const assistantStatus = z.object({ configurado: z.boolean(), modelo: z.string().nullable() })
export const assistantStatusResponse = envelope(assistantStatus)
export const ASSISTANT_NOT_CONFIGURED =
  'O assistente de IA não está configurado neste servidor. Peça ao administrador que defina AI_BASE_URL e AI_MODEL.'
/** The send box's reason while the assistant is not configured (the page's notice says why). */
export const ASSISTANT_UNAVAILABLE = 'Assistente indisponível neste servidor.'

/**
 * The answer travels as server-sent events, one JSON object per `data:` line: thinking steps first, then the
 * response tokens, the sources, and `fim` with the stored message (or `erro` with a pt-BR message).
 */
export const streamEvent = z.discriminatedUnion('tipo', [
  z.object({ tipo: z.literal('pergunta'), mensagem: message }),
  z.object({ tipo: z.literal('pensamento'), texto: z.string() }),
  z.object({ tipo: z.literal('resposta'), texto: z.string() }),
  z.object({ tipo: z.literal('fonte'), fonte: source }),
  z.object({ tipo: z.literal('fim'), mensagem: message }),
  z.object({ tipo: z.literal('erro'), message: z.string() }),
])
export type StreamEvent = z.infer<typeof streamEvent>

/** Prompt suggestions of an empty conversation (§3). */
export const promptSuggestions = [
  'Qual foi a receita líquida do escritório neste ano?',
  'Compare o lucro líquido por empresa nos últimos 6 meses.',
  'Quais são os 5 clientes com maior patrimônio?',
  'Qual o EBITDA por filial no último trimestre?',
] as const
/** Also offered to managers (staff, gestor): the payables and alerts tools answer only them. */
export const managerPromptSuggestions = [
  'Quais contas a pagar estão atrasadas?',
  'O escritório tem algum alerta?',
] as const

/** The DRE pages (under /admin) an answer links to, per grouping the DRE tool accepts. */
export const drePageOfGrouping = {
  pj: '/dre/dres/dre-pj',
  'area-receita': '/dre/dres/dre-produto',
  filial: '/dre/dres/dre-filial',
  profissional: '/dre/dres/dre-profissional',
  equipe: '/dre/dres/Equipe',
} as const
export type AssistantDreGrouping = keyof typeof drePageOfGrouping
