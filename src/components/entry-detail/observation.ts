/** §3/§9: observations are cut at 60 characters; the full text goes in a tooltip. */
export const OBSERVATION_MAX_CHARS = 60

export function truncateObservation(text: string | null): { text: string; cut: boolean } {
  const value = (text ?? '').trim()
  const chars = Array.from(value)
  if (chars.length <= OBSERVATION_MAX_CHARS) return { text: value, cut: false }
  return { text: `${chars.slice(0, OBSERVATION_MAX_CHARS).join('').trimEnd()}…`, cut: true }
}
