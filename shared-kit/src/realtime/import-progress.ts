/** An ImportProgress push (spec §3 "Import progress"). */
export interface ImportProgress {
  complete: boolean;
  total: number;
  progress: number;
  successnum: number;
  classname?: string;
  downloadurl?: string;
}

/** Reads a push whatever the case of its keys (the hub lowercases names, not payload keys). */
export function readImportProgress(raw: unknown): ImportProgress {
  const o = (raw ?? {}) as Record<string, unknown>;
  const get = (k: string) => o[k] ?? o[k.charAt(0).toUpperCase() + k.slice(1)];
  const total = Number(get('total') ?? 0);
  const progressRaw = Number(get('progress') ?? 0);
  return {
    complete: Boolean(get('complete')),
    total,
    // Progress arrives as a fraction or as a percentage; the bar wants a percentage.
    progress: Math.round(progressRaw <= 1 ? progressRaw * 100 : progressRaw),
    successnum: Number(get('successnum') ?? 0),
    classname: get('classname') as string | undefined,
    downloadurl: (get('downloadurl') as string | undefined) || undefined,
  };
}
