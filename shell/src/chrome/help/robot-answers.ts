interface RobotAnswer {
  keywords: readonly string[];
  text: string;
}

/** The chat robot's knowledge of the portal: the first entry whose keyword appears answers. */
const ANSWERS: readonly RobotAnswer[] = [
  {
    keywords: ['密码', '忘记'],
    text: '在首页登录框点击“忘记密码?”，通过绑定的手机号接收验证码即可重置密码。',
  },
  {
    keywords: ['注册', '账号'],
    text: '在首页登录框点击“没有账号? 立即注册”，填写信息并完成手机验证即可注册。',
  },
  {
    keywords: ['比赛', '竞赛', '报名'],
    text: '登录后进入仿真竞赛，在页头的比赛切换框中选择比赛；报名中的比赛可在个人中心的“我的比赛”中报名。',
  },
  {
    keywords: ['实训', '开始', '结束'],
    text: '进入实训教学后，学生点击页头“开始”按钮启动实训，点击“结束”按钮结束实训。',
  },
  {
    keywords: ['排名', '收益'],
    text: '在个人中心的“收益排名”中可查看个人与班级排名，排名按比赛设置的指标计算。',
  },
  {
    keywords: ['交易', '下单', '撤单'],
    text: '在“模拟交易”页签下选择市场，输入代码、价格和数量即可下单；未成交的委托可在委托查询中撤单。',
  },
];

/** What the robot replies when nothing matches. */
export const ROBOT_FALLBACK = '抱歉，我还没有学会这个问题，您可以拨打客服热线或使用在线客服咨询。';

/** The robot's answer to a question. */
export function robotAnswer(question: string): string {
  const hit = ANSWERS.find((a) => a.keywords.some((k) => question.includes(k)));
  return hit?.text ?? ROBOT_FALLBACK;
}
