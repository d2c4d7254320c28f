import type { PortalManifest } from '@portal/shared-kit';
import { resolveArea } from './route-table';

const manifest: PortalManifest = {
  school: '演示学校',
  remotes: [],
  sections: [
    { id: 'SHSZMarkets', remote: 'remote_markets', module: './SHSZMarkets' },
    { id: 'futures', remote: 'remote_markets_v2', module: './futures' },
  ],
};

const owner = (path: string) => resolveArea(path, manifest)?.remote ?? null;

describe('the shell route table (spec §2)', () => {
  it.each(['/index', '/Login', '/Register', '/Forget', '/guide'])(
    'routes %s to remote-auth',
    (p) => {
      expect(owner(p)).toBe('remote_auth');
    },
  );

  it.each([
    '/mainmatch',
    '/UserCenter/MyRace',
    '/ManageCenter/RaceManage',
    '/ExchangeMonitor/Rank',
    '/racingInfo/endInfo',
    '/OwnSecurity',
    '/StarProduct',
    '/HelpCenter',
    '/TrainkEquityScreener/conditionalStock',
    '/ResearchAnalysis',
    '/marketCenter/SHSZMarkets/index',
    '/competitionFunds',
  ])('routes %s to remote-competition', (p) => {
    expect(owner(p)).toBe('remote_competition');
  });

  it.each([
    '/main',
    '/TrainTeach',
    '/TrainTeachTool/TrainMarketReplay',
    '/trainKChartHistrade',
    '/TrainKCharTimeShar',
    '/systemExam',
    '/examManage/addExam',
  ])('routes %s to remote-training', (p) => {
    expect(owner(p)).toBe('remote_training');
  });

  it('routes an enabled market section to the remote and module the manifest names', () => {
    expect(resolveArea('/SHSZMarkets/Fund', manifest)).toMatchObject({
      remote: 'remote_markets',
      module: './SHSZMarkets',
    });
    expect(resolveArea('/futures/index', manifest)).toMatchObject({ remote: 'remote_markets_v2' });
  });

  it('frames a market section with the competition shell, and no other area', () => {
    expect(resolveArea('/SHSZMarkets/index', manifest)?.frame).toEqual({
      remote: 'remote_competition',
      module: './Frame',
    });
    expect(resolveArea('/mainmatch', manifest)?.frame).toBeUndefined();
    expect(resolveArea('/index', manifest)?.frame).toBeUndefined();
  });

  it('has no route for a section the license does not enable, nor for unknown paths', () => {
    expect(owner('/HKMarkets/index')).toBeNull();
    expect(owner('/nowhere')).toBeNull();
    expect(owner('/')).toBeNull();
  });
});
