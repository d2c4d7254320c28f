/** One page of the guide overlay. */
export interface GuideStep {
  title: string;
  text: string;
}

/** Guide flavours: type 1 the competition edition (4 steps), type 2 the training edition (6 steps). */
export type GuideType = 1 | 2;

export const GUIDE_TITLES: Readonly<Record<GuideType, string>> = {
  1: '仿真竞赛指南',
  2: '实训教学指南',
};

export const GUIDE_STEPS: Readonly<Record<GuideType, readonly GuideStep[]>> = {
  1: [
    {
      title: '登录平台',
      text: '在首页使用学校分配的账号密码、手机验证码或手机APP扫码登录；首次登录请绑定手机号，便于找回密码。',
    },
    {
      title: '选择比赛或组合',
      text: '进入仿真竞赛后，在页头的比赛/组合切换框中搜索并选择要参加的比赛，左侧菜单随比赛类型显示可交易的市场。',
    },
    {
      title: '模拟交易',
      text: '在“模拟交易”页签下进入沪深A股、基金、债券、期货、期权、港股通或外汇等市场，下单、撤单并查询委托、成交与持仓。',
    },
    {
      title: '排名与个人中心',
      text: '在个人中心查看我的比赛、资金管理、组合分析与收益排名，未读消息会在个人中心入口以角标提示。',
    },
  ],
  2: [
    {
      title: '进入实训教学',
      text: '登录后选择“进入实训教学”，系统默认打开实训教学首页；没有实训版权限的账号请联系老师开通。',
    },
    {
      title: '开始实训任务',
      text: '学生在页头点击“开始”按钮启动实训，完成后点击“结束”按钮结束实训，系统自动记录实训日志与得分。',
    },
    {
      title: '技能学习',
      text: '在技能学习中使用行情复盘与K线学习工具，结合九门股票市场知识课程，从交易规则到技术分析循序渐进。',
    },
    {
      title: '练习与考试',
      text: '通过练习题库巩固知识点，参加老师发布的考试，交卷后可查看成绩与错题回顾。',
    },
    {
      title: '实验报告',
      text: '按照实训任务撰写并提交实验报告，老师批阅后可在实训成绩中查看评语与分数。',
    },
    {
      title: '教学管理',
      text: '老师可在教学管理中维护班级、学生、练习、考试、报告与案例面板，并统计全班的实训成绩。',
    },
  ],
};
