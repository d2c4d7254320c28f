import { setImmediate as yieldToLoop } from 'node:timers/promises';
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/db';
import type { HubPush } from '../../http/hub-push';
import type { SessionUser } from '../../http/auth';
import { fileStamp } from '../../http/xlsx';
import type { NewUserForm, UserAdminService } from './user-admin.service';

/** Template columns, in order (the student template adds 班级 and 省份). */
export const TEMPLATE_HEADERS = ['用户名', '真实姓名', '密码', '手机号', '专业', '学校简称'];
export const STUDENT_TEMPLATE_HEADERS = [...TEMPLATE_HEADERS, '班级', '省份'];

/** Import progress as pushed over the hub (spec §3). */
export interface ImportProgress {
  complete: boolean;
  total: number;
  progress: number;
  successnum: number;
  classname: string;
  downloadurl: string;
}

/** Longest stretch of import work between two yields to the event loop, ms. */
export const IMPORT_SLICE_MS = 10;

/** Hub event name of import progress. */
export const IMPORT_PROGRESS_EVENT = 'ImportProgress';

/**
 * Tells `userId` at once that an import of `total` rows waits behind another (progress 0); the
 * import's own pushes follow when it runs.
 */
export function pushQueued(hub: HubPush, userId: number, total: number, classname = ''): void {
  const queued: ImportProgress = {
    complete: false,
    total,
    progress: 0,
    successnum: 0,
    classname,
    downloadurl: '',
  };
  hub.toUser(userId, IMPORT_PROGRESS_EVENT, queued);
}

/** Maps a template row to the new-user form. */
export function rowToForm(row: readonly string[], className: string): NewUserForm {
  const [name = '', realName = '', passWord = '', phone = '', major = '', school = ''] = row;
  const [cls = '', province = ''] = row.slice(6);
  return {
    name,
    realName,
    passWord: passWord || undefined,
    phone: phone || undefined,
    marjorName: major,
    schoolShortNameEN: school,
    province,
    className: className || cls || undefined,
  };
}

/** Stores a generated file for later download; returns its id. */
export async function storeFile(
  db: Db,
  ownerId: number,
  fileName: string,
  contentType: string,
  content: Buffer,
): Promise<string> {
  const id = randomBytes(12).toString('hex');
  await db.query(
    `INSERT INTO generated_files (id, owner_id, file_name, content_type, content)
     VALUES ($1, $2, $3, $4, $5)`,
    [id, ownerId, fileName, contentType, content],
  );
  return id;
}

/**
 * Adds the rows one by one as students, pushing progress to the importing user every few rows
 * and at the end. Failed rows go to an error-record text file whose link the last push carries.
 */
export async function runImport(deps: {
  db: Db;
  hub: HubPush;
  admin: UserAdminService;
  actor: SessionUser;
  rows: readonly string[][];
  className: string;
  now: () => Date;
}): Promise<ImportProgress> {
  const { rows, actor, className } = deps;
  const failures: string[] = [];
  let successnum = 0;
  const push = (done: number, downloadurl = '', complete = false): ImportProgress => {
    const p: ImportProgress = {
      complete,
      total: rows.length,
      progress: rows.length === 0 ? 100 : Math.round((done / rows.length) * 100),
      successnum,
      classname: className,
      downloadurl,
    };
    deps.hub.toUser(actor.id, IMPORT_PROGRESS_EVENT, p);
    return p;
  };
  let slice = performance.now();
  for (const [i, row] of rows.entries()) {
    // A row's queries run back to back: let other requests in between rows (issue 35).
    if (performance.now() - slice > IMPORT_SLICE_MS) {
      await yieldToLoop();
      slice = performance.now();
    }
    try {
      await deps.admin.add(actor, { ...rowToForm(row, className), role: 'student' });
      successnum += 1;
    } catch (error) {
      failures.push(`第${i + 2}行\t${row.join('\t')}\t${(error as Error).message}`);
    }
    if ((i + 1) % 20 === 0 && i + 1 < rows.length) push(i + 1);
  }
  let url = '';
  if (failures.length > 0) {
    const text = [`行号\t${STUDENT_TEMPLATE_HEADERS.join('\t')}\t失败原因`, ...failures].join(
      '\r\n',
    );
    const name = `导入失败记录-${fileStamp(deps.now())}.txt`;
    const fileId = await storeFile(
      deps.db,
      actor.id,
      name,
      'text/plain; charset=utf-8',
      Buffer.from(`\ufeff${text}`, 'utf8'),
    );
    url = `/VERace/User/DownLoadTxt?fileId=${fileId}`;
  }
  return push(rows.length, url, true);
}
