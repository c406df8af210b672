import type { Db } from '../../db/connection'
import { type JobDefinition, JobRejected } from '../../jobs/runner'
import { storeProducts } from './queries'
import { type RfSource, type SourceProduct, SourceSessionExpired, sourceProduct } from './source'

export const CRAWLER_QUEUE = 'crawler.rf'
/** §3 Crawler state: the run's steps (1 authenticated, 2 products read, 3 products checked, 4 products stored). */
export const CRAWLER_STEPS = 4
export const CRAWLER_STEP_LABELS = [
  'Autenticado na fonte',
  'Produtos lidos',
  'Produtos conferidos',
  'Produtos gravados',
] as const

/**
 * The payload holds the source's short-lived session, never the user's login, password or token (those are used
 * once, by the request that signs in, and forgotten).
 */
export type CrawlerJob = { sessao: string }

/** Progress of step n (1 … CRAWLER_STEPS), the figure `tarefas` keeps. */
export const stepProgress = (step: number) => Math.round((step * 100) / CRAWLER_STEPS)
const MAX_PAGES = 200

/** The fixed-income crawler: reads every page of the source's products, checks them, stores them for the office. */
export function crawlerJob({ db, source }: { db: Db; source: RfSource | null }): JobDefinition<CrawlerJob> {
  return {
    queue: CRAWLER_QUEUE,
    retryLimit: 2,
    retryDelaySeconds: 30,
    expireInSeconds: 300,
    run: async ({ sessao }, ctx) => {
      if (!source) throw new JobRejected('A fonte de renda fixa não está configurada neste servidor')
      await ctx.progress(stepProgress(1), CRAWLER_STEP_LABELS[0])
      const items: unknown[] = []
      try {
        let paginas = 1
        for (let pagina = 1; pagina <= Math.min(paginas, MAX_PAGES); pagina++) {
          const page = await source.page(sessao, pagina)
          paginas = page.paginas
          items.push(...page.itens)
          await ctx.progress(stepProgress(1), `Lendo a página ${pagina} de ${paginas}`)
        }
      } catch (error) {
        if (error instanceof SourceSessionExpired) throw new JobRejected(error.message)
        throw error
      }
      await ctx.progress(stepProgress(2), `${CRAWLER_STEP_LABELS[1]}: ${items.length}`)
      const products: SourceProduct[] = []
      for (const item of items) {
        const parsed = sourceProduct.safeParse(item)
        if (parsed.success) products.push(parsed.data)
      }
      const skipped = items.length - products.length
      await ctx.progress(stepProgress(3), CRAWLER_STEP_LABELS[2])
      await storeProducts(db, ctx.office, ctx.id, products)
      const stored = `${products.length} produto${products.length === 1 ? '' : 's'} de renda fixa gravado${products.length === 1 ? '' : 's'}`
      return skipped ? `${stored}; ${skipped} ignorado${skipped === 1 ? '' : 's'} por dados inválidos` : stored
    },
  }
}
