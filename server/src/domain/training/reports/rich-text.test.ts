import { reportText, sanitizeReportHtml } from './rich-text';

describe('report rich text', () => {
  it('keeps the editor formatting as bare tags', () => {
    expect(
      sanitizeReportHtml(
        '<h3 style="color:red">选股</h3><p>买入<strong class="x">茅台</strong></p>',
      ),
    ).toBe('<h3>选股</h3><p>买入<strong>茅台</strong></p>');
    expect(sanitizeReportHtml('<ul><li>一</li><li>二<br/></li></ul>')).toBe(
      '<ul><li>一</li><li>二<br></li></ul>',
    );
  });

  it('drops scripts, handlers, links and unknown tags, and escapes stray markup', () => {
    const dirty =
      '<p onclick="alert(1)">a</p><script>alert(2)</script><img src=x onerror=alert(3)>' +
      '<a href="javascript:alert(4)">link</a><style>p{}</style><svg><script>x</script></svg>b < c & d';
    const clean = sanitizeReportHtml(dirty);
    expect(clean).toBe('<p>a</p>linkb &lt; c &amp; d');
    expect(clean).not.toMatch(/alert|onerror|href|script|style/);
  });

  it('balances tags and keeps entities the editor wrote', () => {
    expect(sanitizeReportHtml('<p><b>粗体</p>文字&nbsp;&amp;')).toBe(
      '<p><b>粗体</b></p>文字&nbsp;&amp;',
    );
    expect(sanitizeReportHtml('</li>x<em>y')).toBe('x<em>y</em>');
    expect(sanitizeReportHtml('<p title="a>b">t</p>')).toBe('<p>t</p>');
  });

  it('turns a plain-text report into paragraphs', () => {
    expect(sanitizeReportHtml('第一行\n\n第二行 a&b')).toBe('<p>第一行</p><p>第二行 a&amp;b</p>');
  });

  it('reads the visible text', () => {
    expect(reportText('<p>&nbsp;</p><br>')).toBe('');
    expect(reportText('<h3>标题</h3><p>正文</p>')).toBe('标题 正文');
  });
});
