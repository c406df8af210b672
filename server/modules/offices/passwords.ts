import { randomBytes } from 'node:crypto'

/** A temporary password shown once to whoever created the access; only its argon2 hash is stored. */
export const temporaryPassword = () => randomBytes(9).toString('base64url')
