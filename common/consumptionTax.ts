// Consumption tax of tax-included yen prices (総額表示). A qualified invoice (適格請求書)
// states the tax once per rate over the lines of that rate, rounded down once per rate
// (消費税法施行令 70条の10: one rounding per rate and invoice, never per line).

/** The tax included in a tax-included amount at a rate, rounded down. */
export function taxIncludedIn(amount: number, ratePercent: number): number {
  return Math.floor((amount * ratePercent) / (100 + ratePercent));
}

export interface TaxedLine {
  unitPrice: number;
  quantity: number;
  taxRatePercent: number;
}

/** Per rate, highest first: the tax-included total of its lines and the tax in it. */
export function taxBreakdown(
  lines: readonly TaxedLine[],
): { ratePercent: number; taxableTotal: number; tax: number }[] {
  const totals = new Map<number, number>();
  for (const line of lines)
    totals.set(
      line.taxRatePercent,
      (totals.get(line.taxRatePercent) ?? 0) + line.unitPrice * line.quantity,
    );
  return [...totals.entries()]
    .sort(([a], [b]) => b - a)
    .map(([ratePercent, taxableTotal]) => ({
      ratePercent,
      taxableTotal,
      tax: taxIncludedIn(taxableTotal, ratePercent),
    }));
}
