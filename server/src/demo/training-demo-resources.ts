import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Queryable } from '../db/db';
import type { FileStore } from '../features/training';
import { makeDocx, makePptx } from './office-files';

interface DemoResource {
  category: 'teach' | 'exercise' | 'train' | 'extra';
  resourceType: 1 | 2;
  title: string;
  fileName: string;
  make: () => Buffer;
}

const PPTX = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** Courseware and textbooks the demo writes itself (no video: the project has no encoder). */
const DEMO_RESOURCES: readonly DemoResource[] = [
  {
    category: 'teach',
    resourceType: 1,
    title: '第1课 证券市场分类',
    fileName: '第1课-证券市场分类.pptx',
    make: () =>
      makePptx([
        ['证券市场分类', '交易所、板块与证券品种'],
        ['三家证券交易所', '上海证券交易所（SSE）、深圳证券交易所（SZSE）、北京证券交易所（BSE）'],
        ['看代码认市场', '600519 上交所主板；688981 科创板；300750 创业板；510300 ETF'],
      ]),
  },
  {
    category: 'teach',
    resourceType: 2,
    title: '交易规则讲义',
    fileName: '交易规则讲义.docx',
    make: () =>
      makeDocx('交易规则讲义', [
        '交易时间：9:15-9:25开盘集合竞价，9:30-11:30、13:00-15:00连续竞价。',
        '撮合原则：价格优先、时间优先。',
        '申报单位：主板买入以100股为单位；科创板买入不少于200股。',
        'A股实行T+1：当天买入的股票下一个交易日才能卖出。',
      ]),
  },
  {
    category: 'exercise',
    resourceType: 2,
    title: '盈亏计算练习题',
    fileName: '盈亏计算练习题.docx',
    make: () =>
      makeDocx('盈亏计算练习题', [
        '1. 以250元买入宁德时代200股，佣金万分之三、最低5元，过户费0.001%，求买入总成本。',
        '2. 以262.5元全部卖出，另收0.05%印花税，求实现盈亏与收益率。',
        '3. 若佣金最低5元，成交金额多少以下时按5元收取？',
      ]),
  },
  {
    category: 'train',
    resourceType: 1,
    title: '股票交易实训指导',
    fileName: '股票交易实训指导.pptx',
    make: () =>
      makePptx([
        ['股票交易入门实训', '开始实训 → 下单 → 结束实训 → 查看成绩'],
        ['第一步：开始', '在页头选择实训项目，点击“开始”按钮启动实训'],
        ['第二步：交易', '在A股交易页买入100股，在当日委托与当日成交中核对'],
        ['第三步：结束', '回到实训教学页点击“结束”，等待老师评分'],
      ]),
  },
  {
    category: 'extra',
    resourceType: 2,
    title: 'K线形态图解',
    fileName: 'K线形态图解.docx',
    make: () =>
      makeDocx('K线形态图解', [
        '大阳线：实体长、影线短，买方力量强。',
        '十字星：开盘价与收盘价几乎相同，多空暂时平衡。',
        '锤子线：长下影线，出现在下跌末端时常被视为止跌信号。',
      ]),
  },
];

/** Stores the demo files and lists them in their libraries (school-wide shared, by teacher01). */
export async function seedDemoResources(
  db: Queryable,
  store: FileStore,
  by: number | null,
): Promise<void> {
  for (const r of DEMO_RESOURCES) {
    const fileId = randomBytes(12).toString('hex');
    const key = `resources/${fileId}`;
    const size = await store.put(key, Readable.from(r.make()));
    await db.query(
      `INSERT INTO stored_files (file_id, file_name, content_type, size_bytes, storage_key, created_by)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [fileId, r.fileName, r.resourceType === 1 ? PPTX : DOCX, size, key, by],
    );
    await db.query(
      `INSERT INTO resources (category, resource_type, title, share_type, file_id, uploader_id)
       VALUES ($1, $2, $3, 1, $4, $5)`,
      [r.category, r.resourceType, r.title, fileId, by],
    );
  }
}
