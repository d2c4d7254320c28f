import type { AppState } from '@portal/shared-kit';
import type { MatchState } from '../shell/match/match.slice';

/** Key of the area's state in the portal store (and the area's name in the portal API). */
export const COMPETITION_KEY = 'competition';

interface CompetitionState {
  match: MatchState;
}

const area = (root: unknown): CompetitionState | undefined =>
  (root as AppState)[COMPETITION_KEY] as CompetitionState | undefined;

/** The match part of the area state. */
export const selectMatch = (root: unknown): MatchState => area(root)?.match as MatchState;
