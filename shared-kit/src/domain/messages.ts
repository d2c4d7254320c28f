/** Interface messages of spec §4 and §8, worded exactly as the spec words them. */
export const MESSAGES = {
  /** HTTP 401 with a token present. */
  SESSION_TIMEOUT: '登录超时，请重新登录',
  /** Network failure on login, SMS and other calls. */
  REQUEST_FAILED: '请求异常',
  BIND_SUCCESS: '绑定成功',
  NO_TRAINING_RIGHT: '没有实训版权限',
  LOGIN_SUCCESS: '登录成功',
  NO_SEARCH_RESULT: '未检索到相关结果',
  HUB_NOT_REGISTERED: '请注册 signalr 服务',
  DELETE_FINISHED: '删除完成',
  /** A body message equal to this is not an error (spec §8, business calls). */
  OK_MESSAGE: '成功',
  CREATE_SECRET_FAILED: '创建secret失败',
  QUERY_SECRET_FAILED: '查询secret失败',
  QR_SCANNED: '需要在移动端确认登录',
  QR_AUTHORISED: '页面即将跳转',
  QR_FAILED: '扫码失败',
  /** Shown by an empty group of the header match/combine dropdown. */
  EMPTY_GROUP: '无',
  REGISTER_LINK: '没有账号? 立即注册',
  TRAINING_START: '开始',
  TRAINING_END: '结束',
  TRAINING_HINT: '请点击“开始”按钮启动实训，点击“结束”按钮结束实训',
  /** Side-menu entry of the training shell that jumps to the competition side. */
  SIMULATED_COMPETITION: '仿真竞赛',
} as const;

/** Import-finished notice of spec §8: 已成功导入N条，失败M条. */
export function importFinishedText(successCount: number, failedCount: number): string {
  return `已成功导入${successCount}条，失败${failedCount}条`;
}

/** Deep-data (F9) limit notice of spec §5 for a limit of `limit` codes. */
export function f9LimitText(limit: number): string {
  return `可同时查看的证券代码上限为${limit}个，当前超出限制，需删除部分代码才能添加查看深度资料`;
}
