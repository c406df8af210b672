import { createHash } from 'node:crypto'

/** The first line of a stack that names a frame (V8's 'at …', Firefox/Safari's 'fn@url'). */
export function topFrame(stack: string | null): string {
  const frame = (stack ?? '')
    .split('\n')
    .map((line) => line.trim())
    .find((line) => line.startsWith('at ') || /@\S+:\d+/.test(line))
  return frame ?? ''
}

/** One fingerprint per distinct error: sha256 of the kind, the scrubbed message and the stack's top frame. */
export function fingerprintOf(tipo: string, mensagem: string, stack: string | null): string {
  return createHash('sha256')
    .update(`${tipo}\n${mensagem}\n${topFrame(stack)}`)
    .digest('hex')
    .slice(0, 32)
}
