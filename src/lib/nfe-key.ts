// NF-e access keys (chave de acesso): 44 characters, the last a mod-11 check digit. The digit is computed on each
// character's code minus 48, so the same rule holds for the alphanumeric CNPJ of 2026 (letters weigh 17…42).
// The NFS-e Nacional key (infNFSe Id = 'NFS' + 50) uses the same módulo 11 on its first 49 characters: municipality
// (7), issuing environment (1), registration type (1), CPF/CNPJ (14), NFS-e number (13), AAMM (4), code (9), digit.

const KEY = /^[0-9A-Z]{43}[0-9]$/

/** The check digit of a key's body (43 characters for NF-e, 49 for NFS-e): weights 2…9 from the right, mod 11, rest 0 or 1 gives 0. */
export function accessKeyDigit(first43: string): number {
  let sum = 0
  let weight = 2
  for (let i = first43.length - 1; i >= 0; i--) {
    sum += (first43.charCodeAt(i) - 48) * weight
    weight = weight === 9 ? 2 : weight + 1
  }
  const rest = sum % 11
  return rest < 2 ? 0 : 11 - rest
}

/** Whether `key` is a well-formed NF-e access key whose check digit is right. */
export function isAccessKey(key: string): boolean {
  return KEY.test(key) && accessKeyDigit(key.slice(0, 43)) === Number(key[43])
}

const NFSE_KEY = /^[0-9A-Z]{49}[0-9]$/

/** Whether `key` is a well-formed NFS-e Nacional access key (50 characters, without 'NFS') whose check digit is right. */
export function isNfseKey(key: string): boolean {
  return NFSE_KEY.test(key) && accessKeyDigit(key.slice(0, 49)) === Number(key[49])
}

/** The key in groups of four, as the DANFE prints it. */
export const formatAccessKey = (key: string) => key.replace(/(.{4})(?=.)/g, '$1 ')
