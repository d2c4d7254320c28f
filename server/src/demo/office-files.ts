import { zipStored } from './zip-store';

const xml = (s: string) =>
  Buffer.from(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n${s}`);
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const NS_R = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const NS_PKG = 'http://schemas.openxmlformats.org/package/2006/relationships';
const OFFICE_DOC = `${NS_R}/officeDocument`;

/** A Word document (.docx) with a title and paragraphs. */
export function makeDocx(title: string, paragraphs: readonly string[]): Buffer {
  const para = (t: string, bold = false) =>
    `<w:p><w:r>${bold ? '<w:rPr><w:b/><w:sz w:val="32"/></w:rPr>' : ''}<w:t xml:space="preserve">${esc(t)}</w:t></w:r></w:p>`;
  return zipStored([
    {
      name: '[Content_Types].xml',
      data: xml(
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      ),
    },
    {
      name: '_rels/.rels',
      data: xml(
        `<Relationships xmlns="${NS_PKG}"><Relationship Id="rId1" Type="${OFFICE_DOC}" Target="word/document.xml"/></Relationships>`,
      ),
    },
    {
      name: 'word/document.xml',
      data: xml(
        `<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${para(title, true)}${paragraphs.map((p) => para(p)).join('')}</w:body></w:document>`,
      ),
    },
  ]);
}

const P_NS =
  'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"';
const TREE_HEAD =
  '<p:nvGrpSpPr><p:cNvPr id="1" name=""/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr><p:grpSpPr/>';

function textBox(id: number, y: number, text: string, size: number): string {
  return `<p:sp><p:nvSpPr><p:cNvPr id="${id}" name="文本${id}"/><p:cNvSpPr txBox="1"/><p:nvPr/></p:nvSpPr><p:spPr><a:xfrm><a:off x="457200" y="${y}"/><a:ext cx="8229600" cy="${size * 20000}"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></p:spPr><p:txBody><a:bodyPr wrap="square"/><a:lstStyle/><a:p><a:r><a:rPr lang="zh-CN" sz="${size * 100}"/><a:t>${esc(text)}</a:t></a:r></a:p></p:txBody></p:sp>`;
}

const THEME = `<a:theme xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" name="演示"><a:themeElements><a:clrScheme name="演示"><a:dk1><a:srgbClr val="000000"/></a:dk1><a:lt1><a:srgbClr val="FFFFFF"/></a:lt1><a:dk2><a:srgbClr val="0F2F66"/></a:dk2><a:lt2><a:srgbClr val="EEEEEE"/></a:lt2><a:accent1><a:srgbClr val="1F4FA0"/></a:accent1><a:accent2><a:srgbClr val="E4393C"/></a:accent2><a:accent3><a:srgbClr val="15A05A"/></a:accent3><a:accent4><a:srgbClr val="F0A020"/></a:accent4><a:accent5><a:srgbClr val="3070E0"/></a:accent5><a:accent6><a:srgbClr val="888888"/></a:accent6><a:hlink><a:srgbClr val="0563C1"/></a:hlink><a:folHlink><a:srgbClr val="954F72"/></a:folHlink></a:clrScheme><a:fontScheme name="演示"><a:majorFont><a:latin typeface="Arial"/><a:ea typeface=""/><a:cs typeface=""/></a:majorFont><a:minorFont><a:latin typeface="Arial"/><a:ea typeface=""/><a:cs typeface=""/></a:minorFont></a:fontScheme><a:fmtScheme name="演示"><a:fillStyleLst>${'<a:solidFill><a:schemeClr val="phClr"/></a:solidFill>'.repeat(3)}</a:fillStyleLst><a:lnStyleLst>${'<a:ln w="9525"><a:solidFill><a:schemeClr val="phClr"/></a:solidFill></a:ln>'.repeat(3)}</a:lnStyleLst><a:effectStyleLst>${'<a:effectStyle><a:effectLst/></a:effectStyle>'.repeat(3)}</a:effectStyleLst><a:bgFillStyleLst>${'<a:solidFill><a:schemeClr val="phClr"/></a:solidFill>'.repeat(3)}</a:bgFillStyleLst></a:fmtScheme></a:themeElements></a:theme>`;

/** A PowerPoint deck (.pptx): one slide per [title, body] pair. */
export function makePptx(slides: readonly [string, string][]): Buffer {
  const ct = 'application/vnd.openxmlformats-officedocument.presentationml';
  const rel = (id: string, type: string, target: string) =>
    `<Relationship Id="${id}" Type="${NS_R}/${type}" Target="${target}"/>`;
  const rels = (...r: string[]) =>
    xml(`<Relationships xmlns="${NS_PKG}">${r.join('')}</Relationships>`);
  const entries = [
    {
      name: '[Content_Types].xml',
      data: xml(
        `<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/ppt/presentation.xml" ContentType="${ct}.presentation.main+xml"/><Override PartName="/ppt/slideMasters/slideMaster1.xml" ContentType="${ct}.slideMaster+xml"/><Override PartName="/ppt/slideLayouts/slideLayout1.xml" ContentType="${ct}.slideLayout+xml"/><Override PartName="/ppt/theme/theme1.xml" ContentType="application/vnd.openxmlformats-officedocument.theme+xml"/>${slides.map((_, i) => `<Override PartName="/ppt/slides/slide${i + 1}.xml" ContentType="${ct}.slide+xml"/>`).join('')}</Types>`,
      ),
    },
    {
      name: '_rels/.rels',
      data: rels(`<Relationship Id="rId1" Type="${OFFICE_DOC}" Target="ppt/presentation.xml"/>`),
    },
    {
      name: 'ppt/presentation.xml',
      data: xml(
        `<p:presentation ${P_NS}><p:sldMasterIdLst><p:sldMasterId id="2147483648" r:id="rId1"/></p:sldMasterIdLst><p:sldIdLst>${slides.map((_, i) => `<p:sldId id="${256 + i}" r:id="rId${i + 3}"/>`).join('')}</p:sldIdLst><p:sldSz cx="9144000" cy="6858000"/><p:notesSz cx="6858000" cy="9144000"/></p:presentation>`,
      ),
    },
    {
      name: 'ppt/_rels/presentation.xml.rels',
      data: rels(
        rel('rId1', 'slideMaster', 'slideMasters/slideMaster1.xml'),
        rel('rId2', 'theme', 'theme/theme1.xml'),
        ...slides.map((_, i) => rel(`rId${i + 3}`, 'slide', `slides/slide${i + 1}.xml`)),
      ),
    },
    {
      name: 'ppt/slideMasters/slideMaster1.xml',
      data: xml(
        `<p:sldMaster ${P_NS}><p:cSld><p:spTree>${TREE_HEAD}</p:spTree></p:cSld><p:clrMap bg1="lt1" tx1="dk1" bg2="lt2" tx2="dk2" accent1="accent1" accent2="accent2" accent3="accent3" accent4="accent4" accent5="accent5" accent6="accent6" hlink="hlink" folHlink="folHlink"/><p:sldLayoutIdLst><p:sldLayoutId id="2147483649" r:id="rId1"/></p:sldLayoutIdLst></p:sldMaster>`,
      ),
    },
    {
      name: 'ppt/slideMasters/_rels/slideMaster1.xml.rels',
      data: rels(
        rel('rId1', 'slideLayout', '../slideLayouts/slideLayout1.xml'),
        rel('rId2', 'theme', '../theme/theme1.xml'),
      ),
    },
    {
      name: 'ppt/slideLayouts/slideLayout1.xml',
      data: xml(
        `<p:sldLayout ${P_NS} type="blank"><p:cSld name="空白"><p:spTree>${TREE_HEAD}</p:spTree></p:cSld></p:sldLayout>`,
      ),
    },
    {
      name: 'ppt/slideLayouts/_rels/slideLayout1.xml.rels',
      data: rels(rel('rId1', 'slideMaster', '../slideMasters/slideMaster1.xml')),
    },
    { name: 'ppt/theme/theme1.xml', data: xml(THEME) },
  ];
  slides.forEach(([title, body], i) => {
    entries.push({
      name: `ppt/slides/slide${i + 1}.xml`,
      data: xml(
        `<p:sld ${P_NS}><p:cSld><p:spTree>${TREE_HEAD}${textBox(2, 457200, title, 32)}${textBox(3, 1600200, body, 20)}</p:spTree></p:cSld></p:sld>`,
      ),
    });
    entries.push({
      name: `ppt/slides/_rels/slide${i + 1}.xml.rels`,
      data: rels(rel('rId1', 'slideLayout', '../slideLayouts/slideLayout1.xml')),
    });
  });
  return zipStored(entries);
}
