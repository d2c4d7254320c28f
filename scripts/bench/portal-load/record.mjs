// Records every request of a page through the DevTools protocol: URL, type, start and end,
// bytes on the wire, whether the HTTP cache answered, Cache-Control, and the gzip size and
// library signatures of each script body.
import { gzipSync } from 'node:zlib';

/** Strings that only one copy of a library contains: more files carrying one = a library fetched twice. */
export const SIGNATURES = {
  react: /__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE\s*=/,
  redux: /@@redux\/INIT/,
  '@microsoft/signalr': /Cannot start a HubConnection/,
  axios: /"AxiosError"/,
  '@ant-design/cssinjs': /data-token-hash/,
  // dayjs core only: its format() on an invalid date (Highcharts' dateFormat has `invalidDate||` too).
  dayjs: /isValid\(\)\)return [\w$]+\.invalidDate\|\|/,
  // The core's credits link: its modules (stock, accessibility …) carry www.highcharts.com/license too.
  highcharts: /www\.highcharts\.com\?credits/,
};

export async function recorder(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const byId = new Map();
  let list = [];
  let t0 = null;
  const pending = [];
  cdp.on('Network.requestWillBeSent', (e) => {
    t0 ??= e.timestamp;
    const entry = {
      url: e.request.url,
      type: e.type ?? 'Other',
      start: (e.timestamp - t0) * 1000,
      end: null,
      bytes: 0,
      gzip: 0,
      status: 0,
      cached: false,
      cacheControl: '',
      libs: [],
    };
    byId.set(e.requestId, entry);
    list.push(entry);
  });
  cdp.on('Network.responseReceived', (e) => {
    const entry = byId.get(e.requestId);
    if (!entry) return;
    entry.type = e.type;
    entry.status = e.response.status;
    entry.cached ||= Boolean(e.response.fromDiskCache || e.response.fromMemoryCache);
    const h = e.response.headers;
    entry.cacheControl = h['cache-control'] ?? h['Cache-Control'] ?? '';
  });
  cdp.on('Network.requestServedFromCache', (e) => {
    const entry = byId.get(e.requestId);
    if (entry) entry.cached = true;
  });
  cdp.on('Network.loadingFinished', (e) => {
    const entry = byId.get(e.requestId);
    if (!entry) return;
    entry.bytes = entry.cached ? 0 : e.encodedDataLength;
    entry.end = (e.timestamp - t0) * 1000;
  });
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const entry = [...list].reverse().find((x) => x.url === response.url() && !x.body);
    if (!entry) return;
    entry.body = true;
    pending.push(
      response
        .body()
        .then((body) => {
          entry.gzip = gzipSync(body).length;
          const text = body.toString('latin1');
          entry.libs = Object.keys(SIGNATURES).filter((k) => SIGNATURES[k].test(text));
        })
        .catch(() => {}),
    );
  });
  let lastEvent = Date.now();
  for (const event of [
    'Network.requestWillBeSent',
    'Network.loadingFinished',
    'Network.loadingFailed',
  ])
    cdp.on(event, () => (lastEvent = Date.now()));
  return {
    /**
     * Resolves once no request is in flight and none has started or ended for `ms`: what the page
     * fetches after its area rendered (the landing page's prefetch of the area's other pages, 300 ms
     * later) is counted in every run, not in the runs where it happened to beat Playwright's
     * networkidle.
     */
    async quiet(ms) {
      for (;;) {
        const busy = list.some((r) => r.end === null && !r.cached && r.type !== 'Image');
        if (!busy && Date.now() - lastEvent >= ms) return;
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    /** The requests since the last reset (script bodies measured). */
    async take() {
      await Promise.all(pending);
      return list;
    },
    reset() {
      list = [];
      t0 = null;
    },
  };
}

/** Totals of a request list: JS sent and as gzip (network only), requests, static bytes fetched. */
export function totals(requests) {
  const net = requests.filter((r) => !r.cached);
  const js = net.filter((r) => r.type === 'Script');
  const isStatic = (r) =>
    ['Document', 'Script', 'Stylesheet', 'Image', 'Font'].includes(r.type) ||
    /\.json(\?|$)/.test(r.url);
  return {
    jsBytes: js.reduce((a, r) => a + r.bytes, 0),
    // A body the browser did not hand over (rare) counts with its bytes on the wire.
    jsGzip: js.reduce((a, r) => a + (r.gzip || r.bytes), 0),
    requests: requests.length,
    fetched: net.reduce((a, r) => a + r.bytes, 0),
    staticFetched: net.filter(isStatic).reduce((a, r) => a + r.bytes, 0),
  };
}

/** Library signature → number of fetched script files carrying it. */
export function libraryCopies(requests) {
  const copies = {};
  for (const r of requests) for (const lib of r.libs) copies[lib] = (copies[lib] ?? 0) + 1;
  return copies;
}
