/** Query parameters that must never reach a log line (the spec passes some of them in GET URLs). */
const SECRET_PARAMS =
  /^(password|newpassword|oldpassword|token|access_token|phonecode|id|qrcodesecret)$/i;

/** The URL with secret query values replaced by `***`, for request logs. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  for (const key of [...params.keys()]) {
    if (SECRET_PARAMS.test(key)) params.set(key, '***');
  }
  return `${url.slice(0, q)}?${params.toString()}`;
}

/** Pino serializer of a request: method, redacted URL, client address. */
export function requestSerializer(req: {
  method: string;
  url: string;
  ip?: string;
}): Record<string, string | undefined> {
  return { method: req.method, url: redactUrl(req.url), remoteAddress: req.ip };
}
