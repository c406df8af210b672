import type { FastifyReply } from 'fastify'
import { notFound } from '../http/errors'
import type { FileStore } from './file-store'

/** 'relatório março.xlsx' as a Content-Disposition value any browser reads (ASCII fallback plus RFC 5987). */
const disposition = (name: string) =>
  `attachment; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`

/**
 * Answers a stored file as a download: never rendered by the browser in the app's origin (sandboxed, no sniffing),
 * never cached; a row whose content is missing from the store is a 404 in pt-BR.
 */
export async function sendStoredFile(
  reply: FastifyReply,
  files: FileStore,
  stored: { sha256: string; nome: string; mime: string },
) {
  const body = await files.read(stored.sha256).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') throw notFound('Arquivo não encontrado no armazenamento do servidor')
    throw error
  })
  return reply
    .header('Content-Type', stored.mime)
    .header('Content-Disposition', disposition(stored.nome))
    .header('Content-Security-Policy', "default-src 'none'; sandbox")
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, no-store')
    .send(body)
}
