import { downloadFile, http } from '@portal/shared-kit';
import { TRAINING_API } from '../../../common/api/training-prefix';
import type { ApiRow } from '@portal/shared-kit/api-types';

/** GET /VETrain/TPInfo/SearchMyTPExport (my trainings and scores as .xlsx) */
export const exportMyTrainings = () =>
  downloadFile({ url: `${TRAINING_API}/TPInfo/SearchMyTPExport`, fileName: '我的实训.xlsx' });

/** A violation record of mine (server FoulRecord). */
export type FoulRecord = Pick<
  ApiRow<'/VERace/FoulsRecord/SearchPersonalFoulsRecordList'>,
  'foulID' | 'matchName' | 'code' | 'foulContent' | 'createTime' | 'isRead'
>;

/** POST /VERace/FoulsRecord/SearchPersonalFoulsRecordList (every contest when MatchID is left out) */
export const searchMyFouls = (a: { pageIndex: number; pageSize: number }) =>
  http.call<{ total: number; list: FoulRecord[] }>({
    method: 'POST',
    url: '/VERace/FoulsRecord/SearchPersonalFoulsRecordList',
    data: a,
  });
