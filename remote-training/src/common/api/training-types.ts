import type { ApiData, ApiItem, ApiRow } from '@portal/shared-kit/api-types';

/** A training project type (SearchTPTypeInfos). */
export type TpType = Pick<
  ApiItem<'/VETrain/TPType/SearchTPTypeInfos'>,
  'tpTypeID' | 'tpTypeName' | 'marketType' | 'landingPath' | 'projectCount'
>;

/** GetCasePanelList answers the panels alone with IsReturnList, else the project with its panels. */
type CasePanelList = Extract<ApiData<'/VETrain/CasePanel/GetCasePanelList'>, readonly unknown[]>;

/** A case panel of a training (spec §3: title, content). */
export type CasePanel = Pick<
  CasePanelList[number],
  'casePanelID' | 'tpInfoID' | 'title' | 'content' | 'sort'
>;

/** A training project (SearchTPInfos). */
export type TpInfo = Pick<
  ApiRow<'/VETrain/TPInfo/SearchTPInfos'>,
  | 'tpInfoID'
  | 'tpTypeID'
  | 'tpTypeName'
  | 'trainTitle'
  | 'description'
  | 'trainType'
  | 'productTag'
  | 'marketType'
  | 'landingPath'
  | 'casePanelCount'
  | 'classIDs'
  | 'createTime'
>;

/** A page of a list call. */
export interface Paged<T> {
  total: number;
  list: T[];
}

/** A training log (GetLogs). */
export type TrainLog = Pick<
  ApiRow<'/VETrain/TrainLog/GetLogs'>,
  | 'logID'
  | 'userID'
  | 'userName'
  | 'realName'
  | 'className'
  | 'tpInfoID'
  | 'trainTitle'
  | 'tpTypeID'
  | 'startTime'
  | 'endTime'
  | 'callCount'
  | 'score'
  | 'comment'
  | 'scoreTime'
  | 'orderCount'
>;

/** A class (SearchClasses). */
export type TrainClass = Pick<
  ApiRow<'/VETrain/Class/SearchClasses'>,
  'classID' | 'className' | 'teacherID' | 'teacherName' | 'studentCount' | 'createTime'
>;
