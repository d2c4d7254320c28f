/** Chinese texts of the training area's server answers (worded in the spec's tone). */
export const TRAINING_TEXT = {
  NOT_FOUND: '记录不存在',
  PROJECT_NOT_FOUND: '实训项目不存在',
  TYPE_NOT_FOUND: '实训类型不存在',
  TYPE_IN_USE: '该实训类型下仍有实训项目，不能删除',
  NAME_REQUIRED: '名称不能为空',
  TRAINING_RUNNING: '实训进行中，请先结束当前实训',
  TRAINING_NOT_RUNNING: '当前没有进行中的实训',
  LOG_NOT_FOUND: '实训日志不存在',
  LOG_NOT_ENDED: '实训尚未结束，不能评分',
  SCORE_RANGE: '分数应在0-100之间',
  NOT_ASSIGNED: '该实训项目未分配给你',
  FILE_TYPE: '文件类型与资源类型不符',
  FILE_TOO_LARGE: '文件超过大小限制',
  FILE_REQUIRED: '请选择要上传的文件',
  CLASS_NOT_FOUND: '班级不存在',
  CLASS_NAME_TAKEN: '班级名称已存在',
} as const;
