import { useSession, type MatchInfo } from '@portal/shared-kit';
import { useDispatch, useSelector } from 'react-redux';
import { matchSlice } from './match/match.slice';
import { selectMatch } from '../state/competition-key';
import { MatchSwitcher } from './match-switcher';

/** The match/combine switcher bound to the area's match state. */
export function CurrentMatchSwitcher() {
  const dispatch = useDispatch();
  const match = useSelector(selectMatch);
  const { currentMatch, trainingLogIds } = useSession();
  return (
    <MatchSwitcher
      matches={match.matches}
      combines={match.combines}
      current={currentMatch}
      loaded={match.loaded}
      locked={trainingLogIds.length > 0}
      onSelect={(m: MatchInfo) => dispatch(matchSlice.actions.switchTo(m))}
    />
  );
}
