import type { FastifyRequest } from 'fastify'
import { contentProblem, TEXT_INVALID, TOO_DEEP } from '../../src/contracts/primitives'
import { HttpError } from './errors'

/**
 * Refuses, for every route and before its own schema, a path, query or body nested too deep or holding text
 * PostgreSQL or JSON cannot keep (a NUL byte, a lone UTF-16 surrogate), naming the field.
 */
export async function refuseUnsafeText(req: FastifyRequest) {
  for (const part of ['params', 'query', 'body'] as const) {
    const problem = contentProblem(req[part])
    if (problem?.message === TOO_DEEP) throw new HttpError(400, TOO_DEEP)
    if (problem)
      throw new HttpError(400, TEXT_INVALID, { issues: [{ campo: problem.path.join('/'), mensagem: TEXT_INVALID }] })
  }
}
