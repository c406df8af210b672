import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import type { BpoSummary } from '@/contracts/bpo-summary'
import { formatDate, formatMoney, formatMoneyAbbreviated } from '@/lib/format'

const axis = { tickLine: false, axisLine: false, fontSize: 12 } as const

/** Open payables vs receivables due in each of the next 8 weeks (loaded with recharts on first render). */
export function WeeksChart({ weeks }: { weeks: BpoSummary['semanas'] }) {
  const data = weeks.map((w) => ({
    semana: formatDate(w.inicio).slice(0, 5),
    periodo: `${formatDate(w.inicio)} a ${formatDate(w.fim)}`,
    // Centavos as numbers: a week's total stays far below 2^53.
    pagar: Number(w.pagar),
    receber: Number(w.receber),
  }))
  return (
    <div className="h-64" role="img" aria-label="Gráfico de contas a pagar e a receber nas próximas 8 semanas">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ left: 4, right: 8, top: 8 }}>
          <CartesianGrid vertical={false} stroke="var(--border)" />
          <XAxis dataKey="semana" {...axis} />
          <YAxis {...axis} width={64} tickFormatter={(v) => formatMoneyAbbreviated(Number(v))} />
          <Tooltip
            formatter={(v, name) => [formatMoney(Number(v)), name]}
            labelFormatter={(_, items) => `Semana de ${items[0]?.payload?.periodo ?? ''}`}
            cursor={{ fill: 'var(--muted)' }}
          />
          <Legend iconType="circle" wrapperStyle={{ fontSize: 12 }} />
          <Bar dataKey="pagar" name="A pagar" fill="var(--danger)" radius={[4, 4, 0, 0]} maxBarSize={24} />
          <Bar dataKey="receber" name="A receber" fill="var(--success)" radius={[4, 4, 0, 0]} maxBarSize={24} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  )
}
