declare module 'http_ece' {
  import type { ECDH } from 'node:crypto'

  type Params = { version: 'aes128gcm'; privateKey: ECDH; authSecret: string }
  const ece: { decrypt(buffer: Buffer, params: Params): Buffer }
  export default ece
}
