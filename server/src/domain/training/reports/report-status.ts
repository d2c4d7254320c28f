/** Report status codes of spec §3: 0 or 1 not submitted, 2 unmarked, 3 being marked, 4 marked. */
export const REPORT_STATUS_NAMES: Readonly<Record<number, string>> = {
  0: '未提交',
  1: '未提交',
  2: '未批阅',
  3: '批阅中',
  4: '已批阅',
};

export const REPORT_TEXT = {
  NOT_FOUND: '实验报告不存在',
  TEMPLATE_NOT_FOUND: '报告模板不存在',
  NOT_YOURS: '该报告模板未发布给你的班级',
  LOCKED: '报告已提交，不能修改',
  NOT_SUBMITTED: '报告尚未提交，不能批阅',
  SCORE: '分数应在0-100之间',
  CONTENT: '报告内容不能为空',
} as const;

/** Whether a student may still edit a report in `status` (only before submission). */
export const reportEditable = (status: number): boolean => status <= 1;

/** Whether a teacher may mark a report in `status` (submitted: unmarked, being marked or marked again). */
export const reportMarkable = (status: number): boolean => status >= 2;

/** The status after a student saves (`submit` false) or submits. */
export const statusAfterSave = (submit: boolean): number => (submit ? 2 : 1);

/** The status after a teacher marks: a draft mark (暂存) leaves it 批阅中, a final one 已批阅. */
export const statusAfterMark = (draft: boolean): number => (draft ? 3 : 4);

/** Whether a student sees the score and comment of a report in `status` (only once marked). */
export const markShownToStudent = (status: number): boolean => status === 4;
