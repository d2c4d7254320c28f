import { labelOf } from './code-table-lookup';

/** Experiment report status; 0 and 1 both mean not submitted. */
export const REPORT_STATUS = {
  0: '未提交',
  1: '未提交',
  2: '未批阅',
  3: '批阅中',
  4: '已批阅',
} as const;

/** Question type; 0 and 1 both mean single choice. */
export const QUESTION_TYPE = {
  0: '单选题',
  1: '单选题',
  2: '多选题',
  3: '判断题',
} as const;

/** Teaching resource type. */
export const RESOURCE_TYPE = {
  0: '不限',
  1: '课件',
  2: '教材',
  3: '视频',
} as const;

/** File extensions each resource type accepts for upload (spec §5 "Other"). */
export const RESOURCE_FILE_EXTENSIONS: Readonly<Record<1 | 2 | 3, readonly string[]>> = {
  1: ['ppt', 'pptx'],
  2: ['doc', 'docx'],
  3: ['mp4'],
};

/** Resource share scope. */
export const SHARE_TYPE = {
  0: '不共享',
  1: '校内共享',
  2: '全网共享',
} as const;

/** Release-time filter of resource lists. */
export const RELEASE_TIME_FILTER = {
  0: '不限',
  1: '3个月内',
  2: '3-6个月',
  3: '6-12个月',
  4: '12个月以上',
} as const;

/** Chinese label of a report status. */
export function reportStatusLabel(status: string | number): string | undefined {
  return labelOf(REPORT_STATUS, status);
}

/** Chinese label of a question type. */
export function questionTypeLabel(type: string | number): string | undefined {
  return labelOf(QUESTION_TYPE, type);
}

/** Chinese label of a resource type. */
export function resourceTypeLabel(type: string | number): string | undefined {
  return labelOf(RESOURCE_TYPE, type);
}

/** Chinese label of a share type. */
export function shareTypeLabel(type: string | number): string | undefined {
  return labelOf(SHARE_TYPE, type);
}

/**
 * Whether a file name fits a resource type; type 0 (unlimited) accepts any listed extension.
 */
export function isResourceFileAllowed(resourceType: number, fileName: string): boolean {
  const ext = fileName.includes('.') ? (fileName.split('.').pop() ?? '').toLowerCase() : '';
  if (resourceType === 0)
    return Object.values(RESOURCE_FILE_EXTENSIONS).some((l) => l.includes(ext));
  const allowed = RESOURCE_FILE_EXTENSIONS[resourceType as 1 | 2 | 3];
  return allowed !== undefined && allowed.includes(ext);
}
