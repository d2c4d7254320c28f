/** Largest avatar accepted, in bytes (2 MiB). */
export const MAX_AVATAR_BYTES = 2 * 1024 * 1024;

/** Image types an avatar may have; SVG (scriptable) and anything else are refused. */
export type AvatarMime = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';

export const AVATAR_TEXT = {
  MISSING: '请选择头像图片',
  BAD_TYPE: '头像仅支持 PNG、JPG、GIF、WebP 图片',
  TOO_LARGE: '头像图片不能超过2MB',
  NONE: '未上传头像',
} as const;

const startsWith = (b: Uint8Array, bytes: readonly number[], at = 0) =>
  b.length >= at + bytes.length && bytes.every((v, i) => b[at + i] === v);

/**
 * The image type of `bytes` judged by their signature (never by the file name or the declared
 * type), or null when they are not a PNG, JPEG, GIF or WebP image.
 */
export function avatarMime(bytes: Uint8Array): AvatarMime | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return 'image/gif';
  if (
    startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) &&
    startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)
  ) {
    return 'image/webp';
  }
  return null;
}

/** Why `bytes` cannot be an avatar, or null when they can. */
export function avatarProblem(bytes: Uint8Array | null, truncated = false): string | null {
  if (truncated || (bytes && bytes.length > MAX_AVATAR_BYTES)) return AVATAR_TEXT.TOO_LARGE;
  if (!bytes || bytes.length === 0) return AVATAR_TEXT.MISSING;
  if (!avatarMime(bytes)) return AVATAR_TEXT.BAD_TYPE;
  return null;
}
