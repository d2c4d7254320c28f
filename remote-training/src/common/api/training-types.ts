/** A training project type (SearchTPTypeInfos). */
export interface TpType {
  tpTypeID: number;
  tpTypeName: string;
  marketType: number;
  landingPath: string;
  projectCount: number;
}

/** A case panel of a training (spec §3: title, content). */
export interface CasePanel {
  casePanelID: number;
  tpInfoID: number;
  title: string;
  content: string;
  sort: number;
}

/** A training project (SearchTPInfos). */
export interface TpInfo {
  tpInfoID: number;
  tpTypeID: number;
  tpTypeName: string;
  trainTitle: string;
  description: string;
  trainType: number;
  productTag: number;
  marketType: number;
  landingPath: string;
  casePanelCount: number;
  classIDs: number[];
  createTime: string;
}

/** A page of a list call. */
export interface Paged<T> {
  total: number;
  list: T[];
}

/** A training log (GetLogs). */
export interface TrainLog {
  logID: number;
  userID: number;
  userName: string;
  realName: string;
  className: string;
  tpInfoID: number;
  trainTitle: string;
  tpTypeID: number;
  startTime: string;
  endTime: string | null;
  callCount: number;
  score: number | null;
  comment: string;
  scoreTime: string | null;
  orderCount: number;
}

/** A class (SearchClasses). */
export interface TrainClass {
  classID: number;
  className: string;
  teacherID: number | null;
  teacherName: string;
  studentCount: number;
  createTime: string;
}
