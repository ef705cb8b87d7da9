export interface BenchRow {
  name: string;
  value: number;
  unit: string;
  /** The budget of docs/architecture.md; lower is better unless `higherIsBetter`. */
  budget?: number;
  higherIsBetter?: boolean;
  detail?: string;
}
