/** A state's label on its colour (a dark one: white text meets WCAG AA). */
export function StateChip({ label, cor }: { label: string; cor: string }) {
  return (
    <span
      className="inline-flex items-center whitespace-nowrap rounded-full px-2 py-0.5 text-[11px] font-semibold leading-4 text-white"
      style={{ backgroundColor: cor }}
      data-testid="situacao"
    >
      {label}
    </span>
  )
}
