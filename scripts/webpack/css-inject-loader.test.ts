import cssInjectLoader from './css-inject-loader.cjs';

/** Runs the loader's module code against a minimal document and returns the appended elements. */
function run(css: string): { tag: string; textContent: string }[] {
  const appended: { tag: string; textContent: string }[] = [];
  const document = {
    createElement: (tag: string) => ({ tag, textContent: '' }),
    head: { appendChild: (el: { tag: string; textContent: string }) => appended.push(el) },
  };
  const code = cssInjectLoader(css).replace(/^export \{\};$/m, '');
  new Function('document', code)(document);
  return appended;
}

describe('css-inject-loader', () => {
  it('appends one <style> holding the stylesheet as written', () => {
    const css = '.a::before { content: "\\201C</style>"; }\n.b { color: #1f5fbf; }\n';
    expect(run(css)).toEqual([{ tag: 'style', textContent: css }]);
  });

  it('keeps data: URLs, which need no resolving', () => {
    const css = `.hero { background: url("data:image/svg+xml,%3Csvg xmlns='x'%3E%3C/svg%3E") }`;
    expect(run(css)[0]?.textContent).toBe(css);
  });

  it('refuses what only css-loader can resolve: @import and url() of a file', () => {
    expect(() => cssInjectLoader('@import "./base.css";')).toThrow(/need css-loader/);
    expect(() => cssInjectLoader('.a { background: url(./logo.png) }')).toThrow(/need css-loader/);
    expect(() => cssInjectLoader(".a { background: url( 'x.png') }")).toThrow(/need css-loader/);
  });
});
