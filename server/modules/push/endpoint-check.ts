import { createPublicKey } from 'node:crypto'
import { lookup } from 'node:dns/promises'
import ipaddr from 'ipaddr.js'

/** Tests only: lets the loopback stand-in push service of tests/server/push.test.ts through. */
export type PushEndpointPolicy = { allowLoopback: boolean }

const isPublicAddress = (address: string) => ipaddr.process(address).range() === 'unicast'
const isLoopback = (address: string) => ipaddr.process(address).range() === 'loopback'

/**
 * Why the server must not POST to this push endpoint, or null when it may: push services are public https
 * hosts, so an http URL, or a host that is (or resolves to) a loopback, private, link-local or otherwise
 * non-public address is refused; the server would otherwise send requests into its own network for anyone
 * who registers a subscription.
 */
export async function endpointProblem(endpoint: string, policy: PushEndpointPolicy): Promise<string | null> {
  const url = new URL(endpoint)
  if (url.protocol !== 'https:' && !(policy.allowLoopback && url.protocol === 'http:')) {
    return 'O serviço de push precisa usar https.'
  }
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1')
  const addresses = ipaddr.isValid(host)
    ? [host]
    : await lookup(host, { all: true }).then(
        (found) => found.map((a) => a.address),
        () => [],
      )
  if (addresses.length === 0) return 'O endereço do serviço de push não foi encontrado.'
  const allowed = (address: string) => isPublicAddress(address) || (policy.allowLoopback && isLoopback(address))
  if (!addresses.every(allowed)) return 'O serviço de push precisa estar em um endereço público da internet.'
  if (url.protocol !== 'https:' && !addresses.every(isLoopback)) {
    return 'O serviço de push precisa usar https.'
  }
  return null
}

/** The browser's P-256 public key (65 bytes, uncompressed) must be a point on the curve to encrypt for it. */
export function isValidP256Key(p256dh: string): boolean {
  const raw = Buffer.from(p256dh, 'base64url')
  if (raw.length !== 65 || raw[0] !== 4) return false
  try {
    const coordinate = (from: number) => raw.subarray(from, from + 32).toString('base64url')
    createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: coordinate(1), y: coordinate(33) }, format: 'jwk' })
    return true
  } catch {
    return false
  }
}
