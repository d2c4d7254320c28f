import { setImmediate as yieldToLoop } from 'node:timers/promises';
import type { Db } from '../../db/db';
import { QUESTION_TEMPLATE_HEADERS, rowToQuestion } from '../../domain/training/exams';
import type { SessionUser } from '../../http/auth';
import type { HubPush } from '../../http/hub-push';
import { fileStamp } from '../../http/xlsx';
import { IMPORT_PROGRESS_EVENT, IMPORT_SLICE_MS, storeFile, type ImportProgress } from '../users';

/**
 * Adds template rows to the question bank one by one with the user import's progress pushes
 * (ImportProgress) and its dated error-record file for the refused rows (spec §8).
 */
export async function runQuestionImport(deps: {
  db: Db;
  hub: HubPush;
  actor: SessionUser;
  rows: readonly string[][];
  now: () => Date;
}): Promise<ImportProgress> {
  const { rows, actor, db } = deps;
  const failures: string[] = [];
  let successnum = 0;
  const push = (done: number, downloadurl = '', complete = false): ImportProgress => {
    const p: ImportProgress = {
      complete,
      total: rows.length,
      progress: rows.length === 0 ? 100 : Math.round((done / rows.length) * 100),
      successnum,
      classname: '',
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
    const parsed = rowToQuestion(row);
    if ('error' in parsed) {
      failures.push(`第${i + 2}行\t${row.join('\t')}\t${parsed.error}`);
    } else {
      const q = parsed.question;
      const [subject] = parsed.subjectName
        ? await db.query<{ id: number }>('SELECT subject_id AS id FROM subjects WHERE name = $1', [
            parsed.subjectName,
          ])
        : [];
      if (parsed.subjectName && !subject) {
        failures.push(`第${i + 2}行\t${row.join('\t')}\t科目不存在`);
      } else {
        await db.query(
          `INSERT INTO questions (question_type, subject_id, difficulty, content, options, answer, explanation, created_by)
           VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, $8)`,
          [
            q.questionType,
            subject ? Number(subject.id) : null,
            q.difficulty,
            q.content,
            JSON.stringify(q.options),
            q.answer,
            q.explanation,
            actor.id,
          ],
        );
        successnum += 1;
      }
    }
    if ((i + 1) % 20 === 0 && i + 1 < rows.length) push(i + 1);
  }
  let url = '';
  if (failures.length > 0) {
    const text = [`行号\t${QUESTION_TEMPLATE_HEADERS.join('\t')}\t失败原因`, ...failures].join(
      '\r\n',
    );
    const fileId = await storeFile(
      db,
      actor.id,
      `导入失败记录-${fileStamp(deps.now())}.txt`,
      'text/plain; charset=utf-8',
      Buffer.from(`\ufeff${text}`, 'utf8'),
    );
    url = `/VERace/User/DownLoadTxt?fileId=${fileId}`;
  }
  return push(rows.length, url, true);
}
