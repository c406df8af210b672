import { hash, verify } from '@node-rs/argon2'

// 2 is Algorithm.Argon2id (a const enum, which isolated modules cannot import).
const ARGON2ID = 2
const options = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 }

export const hashPassword = (password: string) => hash(password, options)

// Verifying against a fixed hash when the e-mail is unknown keeps both answers equally slow.
let dummyHash: Promise<string> | undefined

export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('senha-inexistente')
    await verify(await dummyHash, password)
    return false
  }
  return verify(storedHash, password)
}
