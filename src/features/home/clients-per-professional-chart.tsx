import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import { formatCount } from '@/lib/format'

export function ClientsPerProfessionalChart({ data }: { data: { nome: string; clientes: number }[] }) {
  return (
    <div className="h-64" role="img" aria-label="Gráfico de clientes por profissional">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ left: 0, right: 8, top: 8 }}>
          <CartesianGrid vertical={false} stroke="var(--border)" />
          <XAxis dataKey="nome" tickLine={false} axisLine={false} fontSize={12} interval={0} />
          <YAxis allowDecimals={false} tickLine={false} axisLine={false} fontSize={12} width={32} />
          <Tooltip cursor={{ fill: 'var(--muted)' }} formatter={(v) => [formatCount(Number(v)), 'Clientes']} />
          <Bar dataKey="clientes" fill="var(--brand)" radius={[6, 6, 0, 0]} maxBarSize={48} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  )
}
