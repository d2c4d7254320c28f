import { beijingText } from '../../http/beijing-iso';
import { newWorkbook } from '../../http/xlsx';
import type { FoulView } from './fouls.repository';

const HEADERS = [
  '序号',
  '用户名',
  '姓名',
  '班级',
  '违规代码',
  '违规内容',
  '证券代码',
  '委托数量',
  '委托价格',
  '违规时间',
];

const rowOf = (f: FoulView, i: number) => [
  i + 1,
  f.userName,
  f.realName,
  f.className,
  f.code,
  f.foulContent,
  String(f.orderInfo.code ?? ''),
  Number(f.orderInfo.qty ?? 0),
  Number(f.orderInfo.price ?? 0),
  beijingText(String(f.createTime)),
];

/** Excel names may not hold []:*?/\ and stop at 31 characters. */
const sheetName = (name: string): string =>
  name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || '未分班';

/** The foul records as .xlsx: one sheet, or one sheet per class when grouped. */
export async function foulsWorkbook(
  list: readonly FoulView[],
  groupByClass: boolean,
): Promise<Buffer> {
  const workbook = await newWorkbook();
  const groups = new Map<string, FoulView[]>();
  for (const f of list) {
    const key = groupByClass ? f.className || '未分班' : '违规记录';
    groups.set(key, [...(groups.get(key) ?? []), f]);
  }
  if (groups.size === 0) groups.set('违规记录', []);
  for (const [name, rows] of groups) {
    const sheet = workbook.addWorksheet(sheetName(name));
    sheet.addRow(HEADERS).font = { bold: true };
    rows.forEach((f, i) => sheet.addRow(rowOf(f, i)));
    sheet.columns.forEach((c) => (c.width = 16));
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
