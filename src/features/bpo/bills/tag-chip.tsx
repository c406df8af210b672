import { type BillTag, tagInfo } from '@/contracts/bill-tags'

/** An ERP workflow tag (§4) with its label and colour. */
export function TagChip({ tag }: { tag: BillTag }) {
  const info = tagInfo(tag)
  return (
    <span
      className="inline-flex items-center rounded-full px-2 py-0.5 text-[11px] font-semibold leading-4 whitespace-nowrap text-white"
      style={{ backgroundColor: info.cor }}
      data-testid="etiqueta"
    >
      {info.label}
    </span>
  )
}
