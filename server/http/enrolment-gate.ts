import type { FastifyRequest } from 'fastify'
import { ENROL_FIRST } from '../../src/contracts/security'
import { forbidden } from './errors'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Open to a session limited to enrolling the second factor (staff who have none yet). */
    duringEnrolment?: true
  }
}

/** A session limited to enrolling the second factor reaches only the routes that enrolment needs. */
export function refuseDuringEnrolment(req: FastifyRequest): void {
  if (req.user?.enrolmentOnly && !req.routeOptions.config?.duringEnrolment) throw forbidden(ENROL_FIRST)
}
