/**
 * A package's cancellation steps (pure): each step is a penalty percent from so many days before departure; the step
 * that applies is the one with the most days not above the days left (15+ days: the first step; on the day: the last).
 */
import { persianNumber } from '@/lib/text';

export interface CancellationStep {
  fromDaysBefore: number;
  penaltyPercent: number;
}

const sorted = (steps: readonly CancellationStep[]) => [...steps].sort((a, b) => b.fromDaysBefore - a.fromDaysBefore);

/** The penalty percent of cancelling `daysBefore` days before departure (100 when no step covers it). */
export function cancellationPercent(steps: readonly CancellationStep[], daysBefore: number): number {
  return sorted(steps).find((s) => daysBefore >= s.fromDaysBefore)?.penaltyPercent ?? 100;
}

/** The penalty (rial) of cancelling an order of `total` rial `daysBefore` days before departure. */
export function cancellationPenalty(steps: readonly CancellationStep[], daysBefore: number, total: number): number {
  return Math.round((total * cancellationPercent(steps, daysBefore)) / 100);
}

/** Each step as the package page says it: its range of days before departure and its penalty. */
export function cancellationLines(steps: readonly CancellationStep[]): string[] {
  const list = sorted(steps);
  return list.map((s, i) => {
    const pct = `${persianNumber(s.penaltyPercent)} درصد جریمه`;
    if (i === 0) return `${persianNumber(s.fromDaysBefore)} روز یا بیشتر پیش از حرکت: ${pct}`;
    const upTo = list[i - 1]!.fromDaysBefore - 1;
    if (s.fromDaysBefore === 0) return `کمتر از ${persianNumber(upTo + 1)} روز مانده به حرکت: ${pct}`;
    return `${persianNumber(s.fromDaysBefore)} تا ${persianNumber(upTo)} روز پیش از حرکت: ${pct}`;
  });
}
