import { AlertTriangle } from 'lucide-react'
import { ScrollRegion } from '@/components/scroll-region'
import { SpacerRow, useVirtualTable } from '@/components/virtual-table'
import type { UploadError } from '@/contracts/financial'

const ROW_HEIGHT = 34
const head = 'sticky top-0 z-10 border-b bg-muted px-3 py-2 text-left text-xs font-semibold text-muted-foreground'

/** The per-row report of a rejected import (up to 500 rows, virtualised). Nothing was imported. */
export function UploadErrors({ message, erros }: { message: string; erros: UploadError[] }) {
  const { scrollRef, items, top, bottom } = useVirtualTable<HTMLDivElement>({
    count: erros.length,
    rowHeight: ROW_HEIGHT,
    overscan: 10,
  })
  return (
    <div className="overflow-hidden rounded-lg border border-danger/30" data-testid="upload-erros">
      <p className="flex items-center gap-2 bg-danger/10 px-4 py-2.5 text-sm font-medium text-danger" role="alert">
        <AlertTriangle className="size-4" aria-hidden /> {message}
      </p>
      <ScrollRegion ref={scrollRef} label="Erros da importação" className="max-h-80">
        <table className="w-full border-separate border-spacing-0 text-sm" aria-label="Erros da importação">
          <thead>
            <tr>
              <th className={`${head} w-20 text-right`}>Linha</th>
              <th className={`${head} w-44`}>Coluna</th>
              <th className={head}>Mensagem</th>
            </tr>
          </thead>
          <tbody>
            <SpacerRow height={top} colSpan={3} />
            {items.map((item) => {
              const e = erros[item.index]
              if (!e) return null
              return (
                <tr key={`${e.linha}-${e.coluna}-${item.index}`} style={{ height: ROW_HEIGHT }}>
                  <td className="border-b px-3 py-1.5 text-right tabular">{e.linha}</td>
                  <td className="border-b px-3 py-1.5 font-mono text-xs">{e.coluna}</td>
                  <td className="border-b px-3 py-1.5">{e.mensagem}</td>
                </tr>
              )
            })}
            <SpacerRow height={bottom} colSpan={3} />
          </tbody>
        </table>
      </ScrollRegion>
    </div>
  )
}
