import type { AppState, DataState } from '@portal/shared-kit';
import type { MatchState } from '../shell/match/match.slice';

/** Key of the area's state in the portal store. */
export const COMPETITION_KEY = 'competition';

interface CompetitionState {
  match: MatchState;
  data: DataState;
}

const area = (root: unknown): CompetitionState | undefined =>
  (root as AppState)[COMPETITION_KEY] as CompetitionState | undefined;

/** The match part of the area state. */
export const selectMatch = (root: unknown): MatchState => area(root)?.match as MatchState;

/** The data part of the area state. */
export const selectData = (root: unknown): DataState => area(root)?.data as DataState;
