import { z } from 'zod'
import { envelope } from './envelope'

/** §7 `GET /api/users/{username}`: the username is the login e-mail. */
export const usernameParams = z.object({
  username: z.string().trim().min(1, 'Campo obrigatório').max(254, 'Usuário inválido').email('Usuário inválido'),
})

/** What anyone allowed to see a user may know: no e-mail of others' offices, no ids, nothing secret. */
export const userRole = z.enum(['equipe', 'gestor', 'assessor', 'planejador', 'cliente'])
export const publicProfile = z.object({
  username: z.string(),
  nome: z.string(),
  papel: userRole,
  escritorio: z.string().nullable(),
})
export type PublicProfile = z.infer<typeof publicProfile>
export const publicProfileResponse = envelope(publicProfile)

/** How a role reads in the UI. */
export const roleLabels: Record<z.infer<typeof userRole>, string> = {
  equipe: 'Equipe AAWZ',
  gestor: 'Gestor',
  assessor: 'Assessor',
  planejador: 'Planejador',
  cliente: 'Cliente',
}
