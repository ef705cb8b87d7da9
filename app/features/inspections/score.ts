import type { Verdict } from "../../domain/enums";

/** One item as an inspection found it: what the score and the corrective actions read. */
export interface FoundItem {
  label: string;
  weight: number;
  critical: boolean;
  verdict: Verdict;
}

export interface Score {
  /** The weights of the conforming items. */
  conforming: number;
  /** The weights of the items counted: all but those not applicable. */
  counted: number;
  /** The weights left out as not applicable. */
  excluded: number;
  /** The weighted share of conforming items, in whole percent (rounded down); null when nothing was counted. */
  percent: number | null;
}

/** The weighted share of conforming items, N/A left out. */
export function inspectionScore(items: readonly FoundItem[]): Score {
  let [conforming, counted, excluded] = [0, 0, 0];
  for (const item of items) {
    if (item.verdict === "na") excluded += item.weight;
    else counted += item.weight;
    if (item.verdict === "conforme") conforming += item.weight;
  }
  return { conforming, counted, excluded, percent: percentOf(conforming, counted) };
}

/** A score in whole percent, rounded down so that 79.9 % stays under a threshold of 80 %; null for nothing counted. */
export function percentOf(conforming: number, counted: number): number | null {
  return counted === 0 ? null : Math.floor((conforming * 100) / counted);
}

/** How the score was computed, as the inspection's page writes it. */
export function scoreExplanation(score: Score): string {
  if (score.percent === null) return "Aucun point compté : tous les points sont sans objet (N/A).";
  const excluded = score.excluded > 0 ? `, ${points(score.excluded)} sans objet (N/A) non comptés` : "";
  return `${points(score.conforming)} conformes sur ${points(score.counted)} comptés${excluded} : ${score.conforming} ÷ ${score.counted} = ${score.percent} %.`;
}

const points = (weight: number) => `${weight} point${weight > 1 ? "s" : ""}`;

/** What a corrective action answers: a critical item found non-conforming, or the score under the threshold. */
export type ActionCause = { kind: "critical"; index: number; label: string } | { kind: "score"; percent: number };

/** The corrective actions an inspection opens: one per non-conforming critical item, one for a score under the threshold. */
export function actionCauses(items: readonly FoundItem[], thresholdPercent: number): ActionCause[] {
  const causes: ActionCause[] = items.flatMap((item, index) =>
    item.critical && item.verdict === "non_conforme" ? [{ kind: "critical" as const, index, label: item.label }] : [],
  );
  const { percent } = inspectionScore(items);
  if (percent !== null && percent < thresholdPercent) causes.push({ kind: "score", percent });
  return causes;
}

/** The reason a corrective action states. */
export function actionReason(cause: ActionCause, thresholdPercent: number): string {
  return cause.kind === "critical"
    ? `Point critique non conforme : ${cause.label}`
    : `Score de ${cause.percent} %, sous le seuil de ${thresholdPercent} %`;
}
