import type { TpInfo } from '../../common/api/training-types';
import { setCurrentTraining } from '../../common/current-training';

/** Makes `p` the current training (the header's 开始 starts it). */
export function chooseTraining(p: TpInfo): void {
  setCurrentTraining({
    tpInfoID: p.tpInfoID,
    trainTitle: p.trainTitle,
    trainType: p.trainType,
    marketType: p.marketType,
    landingPath: p.landingPath,
  });
}
