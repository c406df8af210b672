import type { Page, Response } from '@playwright/test'

type Sent = { method: string; url: string }
type BatchAnswer = { results?: { id: string; outcome: string }[] }

/**
 * Every edit the page got applied on the server, whether the outbox sent it alone or inside a batch
 * (`POST /v2/api/sync/batch`, where only results 'applied' count: a 'replayed' one changed nothing).
 */
export function recordSentEdits(page: Page): Sent[] {
  const sent: Sent[] = []
  const onResponse = async (response: Response) => {
    const request = response.request()
    if (!response.ok() || request.method() === 'GET') return
    if (!request.url().endsWith('/v2/api/sync/batch')) {
      if (response.headers()['idempotent-replayed'] !== 'true')
        sent.push({ method: request.method(), url: request.url() })
      return
    }
    const entries = (request.postDataJSON() as { entries: { id: string; method: string; url: string }[] }).entries
    const answer = (await response.json().catch(() => ({}))) as BatchAnswer
    for (const result of answer.results ?? []) {
      const entry = entries.find((e) => e.id === result.id)
      if (entry && result.outcome === 'applied') sent.push({ method: entry.method, url: entry.url })
    }
  }
  page.on('response', (r) => void onResponse(r))
  return sent
}
