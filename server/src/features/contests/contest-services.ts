import type { AppContext } from '../../context';
import { ContestService } from './contest.service';
import { ContestsRepository } from './contests.repository';
import { CurrentContest } from './current-contest';
import { EnrolService } from './enrol.service';
import { contestPortsOf, type ContestPorts } from './ports';
import { TradersRepository } from './traders.repository';
import { TrainingContests } from './training-contests';

/** The contest services of one server, shared by contests, teams, rankings and fouls. */
export interface ContestServices {
  contests: ContestsRepository;
  traders: TradersRepository;
  /** The contest each user is in (LoginMatch). */
  current: CurrentContest;
  manage: ContestService;
  enrol: EnrolService;
  /** The training projects' own hidden contests (issue 33 item 6). */
  training: TrainingContests;
  ports: () => ContestPorts;
}

/** Builds (once per context) the contest services. Ports are read per call so tests can swap them. */
export function contestServicesOf(ctx: AppContext): ContestServices {
  let s = ctx.services.contests;
  if (!s) {
    const contests = new ContestsRepository(ctx.db);
    const traders = new TradersRepository(ctx.db);
    const ports = () => contestPortsOf(ctx);
    const current = new CurrentContest(ctx.db, contests, ctx.clock);
    const enrol = new EnrolService(ctx.db, contests, traders, ports, ctx.clock, current);
    s = {
      contests,
      traders,
      current,
      ports,
      manage: new ContestService(ctx.db, contests, ports, ctx.clock),
      enrol,
      training: new TrainingContests(ctx.db, contests, traders, enrol, current, ctx.clock),
    };
    ctx.services.contests = s;
  }
  return s;
}
