import type { FastifyRequest } from 'fastify'
import { TEXT_INVALID, unsafeTextPath } from '../../src/contracts/primitives'
import { HttpError } from './errors'

/**
 * Refuses, for every route and before its own schema, any text PostgreSQL or JSON cannot keep (a NUL byte,
 * a lone UTF-16 surrogate) in the path, the query or the body, naming the field.
 */
export async function refuseUnsafeText(req: FastifyRequest) {
  for (const part of ['params', 'query', 'body'] as const) {
    const path = unsafeTextPath(req[part])
    if (path) throw new HttpError(400, TEXT_INVALID, { issues: [{ campo: path.join('/'), mensagem: TEXT_INVALID }] })
  }
}
