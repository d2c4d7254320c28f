import { http } from '@portal/shared-kit';
import type { ApiData, ApiPage } from '@portal/shared-kit/api-types';
import { TRAINING_API } from '../../../common/api/training-prefix';
import type { TpInfo, TpType, TrainClass, TrainLog } from '../../../common/api/training-types';

/** A project form. */
export interface ProjectForm {
  tpTypeID: number;
  trainTitle: string;
  description?: string;
}

/** POST /VETrain/TPInfo/AddTPInfo */
export const addTpInfo = (a: ProjectForm) =>
  http.call<Pick<ApiData<'/VETrain/TPInfo/AddTPInfo'>, keyof TpInfo>>({
    method: 'POST',
    url: `${TRAINING_API}/TPInfo/AddTPInfo`,
    data: a,
  });

/** POST /VETrain/TPInfo/UpdateTPInfo */
export const updateTpInfo = (a: ProjectForm & { tpInfoID: number }) =>
  http.call<Pick<ApiData<'/VETrain/TPInfo/UpdateTPInfo'>, keyof TpInfo>>({
    method: 'POST',
    url: `${TRAINING_API}/TPInfo/UpdateTPInfo`,
    data: a,
  });

/** POST /VETrain/TPInfo/DeleteTPInfo */
export const deleteTpInfo = (a: { tpInfoID: number }) =>
  http.call<ApiData<'/VETrain/TPInfo/DeleteTPInfo'>>({
    method: 'POST',
    url: `${TRAINING_API}/TPInfo/DeleteTPInfo`,
    data: a,
  });

/** POST /VETrain/TPInfo/AssignTPInfo (replaces the classes a project is assigned to) */
export const assignTpInfo = (a: { tpInfoID: number; classIDs: number[] }) =>
  http.call<Pick<ApiData<'/VETrain/TPInfo/AssignTPInfo'>, keyof TpInfo>>({
    method: 'POST',
    url: `${TRAINING_API}/TPInfo/AssignTPInfo`,
    data: a,
  });

/** POST /VETrain/TrainLog/Score (the HTTP client leaves LogIDs off this call, spec §7) */
export const scoreLog = (a: { logID: number; score: number; comment?: string }) =>
  http.call<Pick<ApiData<'/VETrain/TrainLog/Score'>, keyof TrainLog>>({
    method: 'POST',
    url: `${TRAINING_API}/TrainLog/Score`,
    data: a,
  });

/** GET /VETrain/Class/SearchClasses (every class, for the pickers) */
export const allClasses = () =>
  http.call<ApiPage<'/VETrain/Class/SearchClasses', TrainClass>>({
    method: 'GET',
    url: `${TRAINING_API}/Class/SearchClasses`,
    params: { pageIndex: 1, pageSize: 1000 },
  });

/** POST /VETrain/TPType/AddTpType */
export const addTpType = (a: { tpTypeName: string; marketType: number }) =>
  http.call<Pick<ApiData<'/VETrain/TPType/AddTpType'>, keyof TpType>>({
    method: 'POST',
    url: `${TRAINING_API}/TPType/AddTpType`,
    data: a,
  });

/** POST /VETrain/TPType/UpdateTpType */
export const updateTpType = (a: { tpTypeID: number; tpTypeName: string; marketType: number }) =>
  http.call<Pick<ApiData<'/VETrain/TPType/UpdateTpType'>, keyof TpType>>({
    method: 'POST',
    url: `${TRAINING_API}/TPType/UpdateTpType`,
    data: a,
  });

/** POST /VETrain/TPType/DeleteTpType */
export const deleteTpType = (a: { tpTypeID: number }) =>
  http.call<ApiData<'/VETrain/TPType/DeleteTpType'>>({
    method: 'POST',
    url: `${TRAINING_API}/TPType/DeleteTpType`,
    data: a,
  });
