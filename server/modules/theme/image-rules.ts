import type { ThemeAsset } from '../../../src/contracts/brand'

/** Largest accepted image per theme asset. */
export const ASSET_LIMITS: Record<ThemeAsset, number> = {
  logo: 2 * 1024 * 1024,
  favicon: 512 * 1024,
  fundo_login: 5 * 1024 * 1024,
}

const startsWith = (buf: Buffer, bytes: number[], at = 0) => bytes.every((b, i) => buf[at + i] === b)

/**
 * The image type read from the bytes, never from the name or the declared type. SVG is refused on purpose:
 * it can carry script, and these files are served from the app's own origin.
 */
export function sniffImage(buf: Buffer, kind: ThemeAsset): string | null {
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (startsWith(buf, [0x52, 0x49, 0x46, 0x46]) && startsWith(buf, [0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp'
  if (kind === 'favicon' && startsWith(buf, [0x00, 0x00, 0x01, 0x00])) return 'image/x-icon'
  return null
}

export const sizeMessage = (kind: ThemeAsset) =>
  `Um ou mais arquivos são maiores que o limite de ${ASSET_LIMITS[kind] / (1024 * 1024)} MB`
