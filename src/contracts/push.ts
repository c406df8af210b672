import { z } from 'zod'
import { notificationKind } from './notifications'
import { recordId } from './primitives'

export const pushSubscriptionBody = z.object({
  endpoint: z.string().url('Endereço de inscrição inválido').max(1000),
  // base64url of the browser's 65-byte P-256 public key and 16-byte auth secret (RFC 8291).
  keys: z.object({
    p256dh: z.string().regex(/^[\w-]{87}=?$/, 'Chave da inscrição inválida'),
    auth: z.string().regex(/^[\w-]{22}(==)?$/, 'Segredo da inscrição inválido'),
  }),
})
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBody>

export const pushUnsubscribeBody = z.object({ endpoint: z.string().url().max(1000) })

/**
 * Sends a notification to the office's professionals (§3: tipo, titulo, corpo) or a communication to its
 * clients (§3: nome, conteudo); stored for 'Minhas notificações' and pushed to subscribed browsers.
 */
export const sendNotificationBody = z.discriminatedUnion('publico', [
  z.object({
    publico: z.literal('profissionais'),
    id_escritorio: recordId(),
    tipo: notificationKind.default('default'),
    titulo: z.string().trim().min(1, 'Campo obrigatório').max(200),
    corpo: z.string().trim().min(1, 'Campo obrigatório').max(2000),
    rota: z.string().startsWith('/').max(300).nullable().default(null),
  }),
  z.object({
    publico: z.literal('clientes'),
    id_escritorio: recordId(),
    nome: z.string().trim().min(1, 'Campo obrigatório').max(200),
    conteudo: z.array(z.string().trim().min(1).max(2000)).min(1, 'Campo obrigatório'),
  }),
])
export type SendNotificationBody = z.infer<typeof sendNotificationBody>
