import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { z } from 'zod'
import { contentProblem, isSafeText, TEXT_INVALID } from '../../src/contracts/primitives'
import { HttpError } from '../http/errors'

/**
 * Reads a multipart upload: the form fields sent before the file (checked with `schema`, a pt-BR 400 on the
 * first problem) and the file of field "file", whole in memory (the plugin's size limit applies: past it, a 400
 * saying `tooLarge`). Used by the data room and the BPO bills' attachments.
 */
export async function readUpload<S extends z.ZodType>(
  app: FastifyInstance,
  req: FastifyRequest,
  schema: S,
  tooLarge: string,
) {
  if (!req.isMultipart()) throw new HttpError(400, 'Envie o arquivo no campo "file" (multipart/form-data)')
  let filename: string
  let buffer: Buffer
  let raw: Record<string, unknown>
  try {
    const file = await req.file()
    if (file?.fieldname !== 'file') throw new HttpError(400, 'Envie o arquivo no campo "file"')
    filename = file.filename.slice(0, 200)
    raw = Object.fromEntries(
      Object.values(file.fields).flatMap((f) =>
        f && !Array.isArray(f) && f.type === 'field' ? [[f.fieldname, f.value]] : [],
      ),
    )
    buffer = await file.toBuffer()
  } catch (e) {
    if (e instanceof HttpError) throw e
    if (e instanceof app.multipartErrors.RequestFileTooLargeError) throw new HttpError(400, tooLarge)
    throw new HttpError(400, 'Não foi possível ler o arquivo enviado')
  }
  if (!isSafeText(filename)) throw new HttpError(400, TEXT_INVALID)
  const problem = contentProblem(raw)
  if (problem) throw new HttpError(400, problem.message)
  const parsed = schema.safeParse(raw)
  if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]?.message ?? 'Campos inválidos')
  return { fields: parsed.data as z.infer<S>, filename, buffer }
}
