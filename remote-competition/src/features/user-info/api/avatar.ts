import { http } from '@portal/shared-kit';
import type { ApiData } from '@portal/shared-kit/api-types';

/** Largest avatar the server takes (server features/avatars: 2 MiB). */
export const MAX_AVATAR_BYTES = 2 * 1024 * 1024;
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

/** POST /VEResources/Files/SetHeader (multipart `file`): the new avatar's address. */
export function setHeader(file: File): Promise<ApiData<'/VEResources/Files/SetHeader'>> {
  const form = new FormData();
  form.append('file', file);
  return http.call<ApiData<'/VEResources/Files/SetHeader'>>({
    method: 'POST',
    url: '/VEResources/Files/SetHeader',
    data: form,
  });
}

/**
 * GET /VEResources/Files/GetHeader: the signed-in user's avatar as an object URL, or null while
 * there is none (the server then answers a JSON envelope instead of an image).
 */
export async function loadMyHeader(url = '/VEResources/Files/GetHeader'): Promise<string | null> {
  const res = await http.axios.get<Blob>(url, { responseType: 'blob' });
  const blob = res.data;
  return blob.type.startsWith('image/') ? URL.createObjectURL(blob) : null;
}
