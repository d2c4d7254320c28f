import { isResourceFileAllowed } from '@portal/shared-kit/domain';
import { TRAINING_TEXT as T } from './messages';

/** Resource libraries: TrainTeachRes, TrainExercisRes, TraintrainRes and TrainExtraRes. */
export const RESOURCE_CATEGORIES = ['teach', 'exercise', 'train', 'extra'] as const;
export type ResourceCategory = (typeof RESOURCE_CATEGORIES)[number];

/** Upload size limit per resource type (spec §3 types 1 courseware, 2 textbook, 3 video), in bytes. */
export const RESOURCE_SIZE_LIMITS: Readonly<Record<1 | 2 | 3, number>> = {
  1: 50 * 1024 * 1024,
  2: 50 * 1024 * 1024,
  3: 200 * 1024 * 1024,
};

/** Content type stored for each accepted extension. */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  mp4: 'video/mp4',
};

/** The content type of an accepted file name. */
export const contentTypeOf = (fileName: string): string =>
  CONTENT_TYPES[(fileName.split('.').pop() ?? '').toLowerCase()] ?? 'application/octet-stream';

/** Why an upload is refused before any byte is stored, or undefined. */
export function uploadRefusal(resourceType: number, fileName: string): string | undefined {
  if (![1, 2, 3].includes(resourceType)) return T.FILE_TYPE;
  if (!fileName || fileName.includes('\0') || fileName.length > 200) return T.FILE_REQUIRED;
  if (!isResourceFileAllowed(resourceType, fileName)) return T.FILE_TYPE;
  return undefined;
}

const DAY = 86_400_000;
const MONTH = 30 * DAY;

/**
 * The release-time window of filter 0-4 (spec §3: unlimited, within 3 months, 3-6 months,
 * 6-12 months, over 12 months) as [from, to) instants; undefined ends are open.
 */
export function releaseWindow(filter: number, now: Date): { from?: Date; to?: Date } {
  const ago = (months: number) => new Date(now.getTime() - months * MONTH);
  switch (filter) {
    case 1:
      return { from: ago(3) };
    case 2:
      return { from: ago(6), to: ago(3) };
    case 3:
      return { from: ago(12), to: ago(6) };
    case 4:
      return { to: ago(12) };
    default:
      return {};
  }
}

/** A byte range of a `Range: bytes=a-b` header within `size`, or undefined for the whole file. */
export function byteRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | undefined {
  const m = /^bytes=(\d*)-(\d*)$/.exec((header ?? '').trim());
  if (!m || (m[1] === '' && m[2] === '')) return undefined;
  let start: number;
  let end: number;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  if (!Number.isSafeInteger(start) || start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}
