export interface BenchRow {
  name: string;
  value: number;
  unit: string;
  /** The DESIGN.md budget; lower is better unless `higherIsBetter`. */
  budget?: number;
  higherIsBetter?: boolean;
  detail?: string;
}
