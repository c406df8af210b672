import { z } from 'zod'
import { envelope } from './envelope'
import { int4, recordId } from './primitives'

export const note = z.object({
  id: z.string().uuid(),
  texto: z.string(),
  autor: z.string(),
  /** The author's user id: the author and the office's managers may remove the note. */
  id_autor: z.number().int(),
  version: z.number().int().positive(),
  data_criacao: z.string(),
  data_atualizacao: z.string(),
})
export type Note = z.infer<typeof note>

/** Who may edit or remove an office note: its author, the office's gestor and the platform staff (who moderate). */
export const canChangeNote = (note: Pick<Note, 'id_autor'>, user: { id: number; manager: boolean }) =>
  user.manager || note.id_autor === user.id
export const NOTE_CHANGE_FORBIDDEN = 'Só quem escreveu a anotação ou o gestor do escritório pode alterá-la.'

const texto = z.string().trim().min(1, 'Campo obrigatório').max(2000, 'Máximo de 2000 caracteres')

export const noteCreateBody = z.object({ id: z.string().uuid('Identificador inválido'), texto })
export const noteUpdateBody = z.object({ texto, version: int4({ min: 1 }) })
export const noteDeleteQuery = z.object({ version: int4({ min: 1 }) })
export const noteParams = z.object({
  id: recordId(),
  noteId: z.string().uuid('Anotação não encontrada'),
})

export const noteListResponse = envelope(z.array(note))
export const noteResponse = envelope(note)
/** A stale write: the server's current row travels with the 409 so the user can compare. */
export const noteConflict = z.object({ status: z.literal(409), message: z.string(), current: note.nullable() })
