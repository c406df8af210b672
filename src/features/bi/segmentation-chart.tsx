import { Cell, Pie, PieChart, ResponsiveContainer, Tooltip } from 'recharts'
import { formatMoney, formatPercent } from '@/lib/format'

type Slice = { id: number | null; nome: string; valor: string; percentual: number }

/** Gross revenue by revenue area; the legend carries the exact figures. */
export function SegmentationChart({ data, colors }: { data: Slice[]; colors: string[] }) {
  const chart = data.map((s) => ({ nome: s.nome, valor: Number(BigInt(s.valor)) / 100 }))
  return (
    <div className="grid items-center gap-4 sm:grid-cols-[12rem_1fr]">
      <div className="h-48" role="img" aria-label="Gráfico da receita bruta por produto">
        <ResponsiveContainer width="100%" height="100%">
          <PieChart>
            <Pie
              data={chart}
              dataKey="valor"
              nameKey="nome"
              innerRadius="55%"
              outerRadius="95%"
              paddingAngle={1}
              stroke="none"
            >
              {chart.map((s, i) => (
                <Cell key={s.nome} fill={colors[i % colors.length] ?? 'var(--brand)'} />
              ))}
            </Pie>
            <Tooltip
              formatter={(v, name) => [`R$ ${Number(v).toLocaleString('pt-BR', { minimumFractionDigits: 2 })}`, name]}
            />
          </PieChart>
        </ResponsiveContainer>
      </div>
      <ul className="grid gap-1.5 text-sm">
        {data.map((s, i) => (
          <li key={s.id ?? s.nome} className="flex items-center gap-2">
            <span className="size-2.5 shrink-0 rounded-full" style={{ background: colors[i % colors.length] }} />
            <span className="flex-1 truncate">{s.nome}</span>
            <span className="tabular text-muted-foreground">{formatPercent(s.percentual)}</span>
            <span className="w-36 text-right tabular">{formatMoney(BigInt(s.valor))}</span>
          </li>
        ))}
      </ul>
    </div>
  )
}
