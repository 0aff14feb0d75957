import { median } from "./stats";

/** Browser loads of several kinds, measured in turn and summed up per kind. */
export interface LoadSeries<L> {
  /** The median of the loads' figure; NaN when no load could be measured. */
  medianMs: number;
  loads: L[];
  /** Why a load could not be measured (the first such reason). */
  error?: string;
}

/**
 * `count` loads of each mode, the modes in turn, so that a change in the machine's load
 * meanwhile touches every mode alike. A load that fails is left out and its reason kept.
 */
export async function loadsInTurn<M extends string, L>(
  count: number,
  modes: readonly M[],
  load: (mode: M) => Promise<L>,
  figure: (load: L) => number,
): Promise<Record<M, LoadSeries<L>>> {
  const loads = new Map<M, L[]>(modes.map((mode) => [mode, []]));
  const errors = new Map<M, string>();
  for (let i = 0; i < count; i++)
    for (const mode of modes) {
      try {
        loads.get(mode)!.push(await load(mode));
      } catch (failure) {
        if (!errors.has(mode)) errors.set(mode, failure instanceof Error ? failure.message.split("\n")[0]! : String(failure));
      }
    }
  const series = (mode: M): LoadSeries<L> => {
    const done = loads.get(mode)!;
    const error = errors.get(mode);
    return { medianMs: median(done.map(figure)), loads: done, ...(error ? { error } : {}) };
  };
  return Object.fromEntries(modes.map((mode) => [mode, series(mode)])) as Record<M, LoadSeries<L>>;
}
