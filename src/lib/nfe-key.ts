// NF-e access keys (chave de acesso): 44 characters, the last a mod-11 check digit. The digit is computed on each
// character's code minus 48, so the same rule holds for the alphanumeric CNPJ of 2026 (letters weigh 17…42).

const KEY = /^[0-9A-Z]{43}[0-9]$/

/** The check digit of the first 43 characters of a key (weights 2…9 from the right, mod 11; 0 or 1 rest gives 0). */
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

/** The key in groups of four, as the DANFE prints it. */
export const formatAccessKey = (key: string) => key.replace(/(.{4})(?=.)/g, '$1 ')
