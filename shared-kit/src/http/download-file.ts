import { http } from './create-http-client';

/** Arguments of a file export. */
export interface DownloadRequest {
  url: string;
  method?: 'GET' | 'POST';
  params?: Record<string, unknown>;
  /** Name to save under when the server names none. */
  fileName: string;
}

function nameFrom(disposition: string | undefined, fallback: string): string {
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '');
  if (star?.[1]) return decodeURIComponent(star[1]);
  const plain = /filename="?([^";]+)"?/i.exec(disposition ?? '');
  return plain?.[1] ?? fallback;
}

/** Fetches a file with the session's token and hands it to the browser as a download. */
export async function downloadFile(req: DownloadRequest): Promise<string> {
  const method = req.method ?? 'GET';
  const response = await http.axios.request<Blob>({
    method,
    url: req.url,
    responseType: 'blob',
    ...(method === 'GET' ? { params: req.params } : { data: req.params }),
  });
  const name = nameFrom(
    response.headers['content-disposition'] as string | undefined,
    req.fileName,
  );
  const href = URL.createObjectURL(response.data);
  const a = document.createElement('a');
  a.href = href;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
  return name;
}
