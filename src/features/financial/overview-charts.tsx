import {
  Area,
  AreaChart,
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { formatNumber } from '@/lib/format'
import type { OverviewPoint } from './overview-series'

const reais = (v: unknown) => `R$ ${formatNumber(Number(v), 2)}`
const short = (v: unknown) => {
  const n = Number(v)
  const abs = Math.abs(n)
  if (abs >= 1_000_000) return `${formatNumber(n / 1_000_000, 1)} M`
  if (abs >= 1_000) return `${formatNumber(n / 1_000, 0)} K`
  return formatNumber(n, 0)
}
const axis = { tickLine: false, axisLine: false, fontSize: 12 } as const

/** Revenue and expenses per month (bars) with the result (line). */
export function ResultChart({ points }: { points: OverviewPoint[] }) {
  return (
    <Card className="lg:col-span-2">
      <CardHeader>
        <CardTitle>Receita, despesas e resultado</CardTitle>
      </CardHeader>
      <CardContent>
        <div className="h-72" role="img" aria-label="Gráfico de receita, despesas e resultado por mês">
          <ResponsiveContainer width="100%" height="100%">
            <ComposedChart data={points.map((p) => p.chart)} margin={{ left: 4, right: 8, top: 8 }}>
              <CartesianGrid vertical={false} stroke="var(--border)" />
              <XAxis dataKey="periodo" {...axis} />
              <YAxis {...axis} width={56} tickFormatter={short} />
              <Tooltip formatter={(v, name) => [reais(v), name]} cursor={{ fill: 'var(--muted)' }} />
              <Legend iconType="circle" wrapperStyle={{ fontSize: 12 }} />
              <Bar dataKey="receita" name="Receita líquida" fill="var(--brand)" radius={[4, 4, 0, 0]} maxBarSize={28} />
              <Bar dataKey="despesas" name="Despesas" fill="#f59e0b" radius={[4, 4, 0, 0]} maxBarSize={28} />
              <Line
                dataKey="resultado"
                name="Resultado"
                stroke="var(--success)"
                strokeWidth={2.5}
                dot={false}
                type="monotone"
              />
            </ComposedChart>
          </ResponsiveContainer>
        </div>
      </CardContent>
    </Card>
  )
}

export function MarginChart({ points }: { points: OverviewPoint[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Margem líquida</CardTitle>
      </CardHeader>
      <CardContent>
        <div className="h-56" role="img" aria-label="Gráfico da margem líquida por mês">
          <ResponsiveContainer width="100%" height="100%">
            <LineChart data={points.map((p) => p.chart)} margin={{ left: 4, right: 8, top: 8 }}>
              <CartesianGrid vertical={false} stroke="var(--border)" />
              <XAxis dataKey="periodo" {...axis} />
              <YAxis {...axis} width={44} tickFormatter={(v) => `${v} %`} />
              <Tooltip formatter={(v) => [`${formatNumber(Number(v), 2)} %`, 'Margem']} />
              <Line
                dataKey="margem"
                stroke="var(--purple)"
                strokeWidth={2.5}
                dot={{ r: 2 }}
                type="monotone"
                connectNulls
              />
            </LineChart>
          </ResponsiveContainer>
        </div>
      </CardContent>
    </Card>
  )
}

export function CashChart({ data }: { data: { mes: string; saldo: number }[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Caixa no fim do mês</CardTitle>
      </CardHeader>
      <CardContent>
        <div className="h-56" role="img" aria-label="Gráfico do saldo de caixa por mês">
          <ResponsiveContainer width="100%" height="100%">
            <AreaChart data={data} margin={{ left: 4, right: 8, top: 8 }}>
              <defs>
                <linearGradient id="caixa" x1="0" y1="0" x2="0" y2="1">
                  <stop offset="0%" stopColor="var(--info)" stopOpacity={0.35} />
                  <stop offset="100%" stopColor="var(--info)" stopOpacity={0.02} />
                </linearGradient>
              </defs>
              <CartesianGrid vertical={false} stroke="var(--border)" />
              <XAxis dataKey="mes" {...axis} />
              <YAxis {...axis} width={56} tickFormatter={short} />
              <Tooltip formatter={(v) => [reais(v), 'Saldo']} />
              <Area dataKey="saldo" stroke="var(--info)" strokeWidth={2} fill="url(#caixa)" type="monotone" />
            </AreaChart>
          </ResponsiveContainer>
        </div>
      </CardContent>
    </Card>
  )
}
