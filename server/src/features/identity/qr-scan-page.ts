const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The page's own policy: its one inline script and style run by nonce, nothing else inline. */
export const qrScanPagePolicy = (nonce: string): string =>
  `default-src 'self'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; ` +
  "object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/**
 * The demo stand-in for the mobile app: sign in with a demo account, then scan and confirm the
 * key the login panel shows. It calls the same HTTP endpoints the app would.
 */
export function qrScanPage(key: string, nonce: string): string {
  const k = JSON.stringify(key).replace(/</g, '\\u003c');
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>模拟手机扫码登录</title>
<style nonce="${nonce}">body{font-family:sans-serif;max-width:360px;margin:24px auto;padding:0 12px}
input,button{display:block;width:100%;margin:8px 0;padding:8px;font-size:16px}</style></head>
<body><h3>模拟手机扫码登录</h3><p>二维码：${escapeHtml(key)}</p>
<input id="u" placeholder="用户名" value="student01"><input id="p" type="password" placeholder="密码">
<button id="scan">扫码</button><button id="confirm">确认登录</button><button id="cancel">取消</button>
<p id="out"></p><script nonce="${nonce}">
const key=${k};let token='';const out=document.getElementById('out');
async function signIn(){if(token)return;const q=new URLSearchParams({userName:u.value,passWord:p.value});
const r=await (await fetch('/api/user/login?'+q)).json();if(!r.isOK)throw new Error(r.msg);token=r.data.Token;}
async function act(Action){try{await signIn();const r=await (await fetch('/identity/scanqrcode',{method:'POST',
headers:{'content-type':'application/json',authorization:'Bearer '+token},body:JSON.stringify({QRCodeKey:key,Action})})).json();
out.textContent=r.isOK?r.data.Info:r.msg;}catch(e){out.textContent=e.message;}}
for(const a of ['scan','confirm','cancel'])document.getElementById(a).onclick=()=>act(a);
</script></body></html>`;
}
