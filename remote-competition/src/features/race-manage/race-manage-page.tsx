import { useSearchParams } from 'react-router-dom';
import { RaceForm } from './components/race-form';
import { RaceList } from './components/race-list';

/** RaceManage: the contest list (current=0) or the create/edit form (current=1, matchID to edit). */
export function RaceManagePage() {
  const [params] = useSearchParams();
  const matchID = Number(params.get('matchID')) || undefined;
  if (params.get('current') === '1') return <RaceForm key={matchID ?? 'new'} matchID={matchID} />;
  return <RaceList />;
}
