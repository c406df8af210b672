import { Bar, BarChart, CartesianGrid, LabelList, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import { cutText } from '@/lib/error-reporting/scrub'
import { formatCount } from '@/lib/format'

/** Height of one professional's bar row: the chart grows with the office instead of squeezing the bars. */
const ROW_PX = 32
/** Characters of a name that fit the axis: longer ones end in '…' (the tooltip has them whole). */
const NAME_MAX = 18

/**
 * Horizontal bars, one row per professional with the name on its left: names stay readable on a 390 px phone,
 * where names under vertical bars ran into each other.
 */
export function ClientsPerProfessionalChart({ data }: { data: { nome: string; clientes: number }[] }) {
  return (
    <div
      style={{ height: Math.max(160, data.length * ROW_PX + 32) }}
      role="img"
      aria-label="Gráfico de clientes por profissional"
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} layout="vertical" margin={{ left: 0, right: 28, top: 4, bottom: 4 }}>
          <CartesianGrid horizontal={false} stroke="var(--border)" />
          <XAxis type="number" allowDecimals={false} tickLine={false} axisLine={false} fontSize={12} />
          <YAxis
            type="category"
            dataKey="nome"
            tickLine={false}
            axisLine={false}
            fontSize={12}
            width={124}
            interval={0}
            tickFormatter={(name: string) => cutText(name, NAME_MAX)}
          />
          <Tooltip cursor={{ fill: 'var(--muted)' }} formatter={(v) => [formatCount(Number(v)), 'Clientes']} />
          <Bar dataKey="clientes" fill="var(--brand)" radius={[0, 6, 6, 0]} maxBarSize={22}>
            <LabelList dataKey="clientes" position="right" fontSize={12} formatter={(v) => formatCount(Number(v))} />
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </div>
  )
}
