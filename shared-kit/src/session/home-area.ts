import type { Role } from '../domain';

/** The two areas of the portal: the competition side and the training side (issue 33). */
export const AREA_HOME = { competition: '/mainmatch', training: '/main' } as const;
export type PortalArea = keyof typeof AREA_HOME;

/** localStorage key of the area a user last switched to with the area switch. */
export const AREA_CHOICE_KEY = 'portal.areaChoice';

/** The area text the switch shows to go to `area`. */
export const AREA_LABEL: Readonly<Record<PortalArea, string>> = {
  competition: '仿真竞赛',
  training: '实训教学',
};

const storage = (): Storage | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
};

/** The area the user last chose with the switch, or null (never chose). */
export function readAreaChoice(): PortalArea | null {
  const value = storage()?.getItem(AREA_CHOICE_KEY);
  return value === 'competition' || value === 'training' ? value : null;
}

/** Remembers the area the user chose, so the next sign-in lands there. */
export function rememberAreaChoice(area: PortalArea): void {
  try {
    storage()?.setItem(AREA_CHOICE_KEY, area);
  } catch {
    // A full or blocked storage only loses the preference.
  }
}

/** True when the user may use both areas (the competition side is open to every user). */
export function hasBothAreas(hasTrainUsePower: boolean | undefined): boolean {
  return Boolean(hasTrainUsePower);
}

/**
 * Where a sign-in without a requested page lands: the area the user chose last; otherwise a
 * teacher with the training power lands where their work is (the training area), everyone else
 * on the competition side.
 */
export function homePathFor(
  role: Role | null | undefined,
  hasTrainUsePower: boolean | undefined,
  choice: PortalArea | null,
): string {
  if (!hasBothAreas(hasTrainUsePower)) return AREA_HOME.competition;
  if (choice) return AREA_HOME[choice];
  return role === 'teacher' ? AREA_HOME.training : AREA_HOME.competition;
}
