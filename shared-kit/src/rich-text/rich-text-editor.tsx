import { Button, Space, Tooltip } from 'antd';
import { useEffect, useRef } from 'react';

export interface RichTextEditorProps {
  /** HTML (as the server keeps it: bare tags only). */
  value: string;
  onChange: (html: string) => void;
  label: string;
}

/** Toolbar commands of the browser's editing engine (no editor library: nothing to ship). */
const COMMANDS: { label: string; tip: string; cmd: string; arg?: string }[] = [
  { label: 'B', tip: '加粗', cmd: 'bold' },
  { label: 'I', tip: '斜体', cmd: 'italic' },
  { label: 'U', tip: '下划线', cmd: 'underline' },
  { label: '标题', tip: '小标题', cmd: 'formatBlock', arg: 'h3' },
  { label: '正文', tip: '正文段落', cmd: 'formatBlock', arg: 'p' },
  { label: '1.', tip: '编号列表', cmd: 'insertOrderedList' },
  { label: '•', tip: '项目符号列表', cmd: 'insertUnorderedList' },
  { label: '引用', tip: '引用', cmd: 'formatBlock', arg: 'blockquote' },
  { label: '清除', tip: '清除格式', cmd: 'removeFormat' },
];

type Exec = (command: string, showUI?: boolean, value?: string) => boolean;

/**
 * The experiment-report editor (loaded on demand): a contentEditable area with a toolbar. The
 * server keeps only bare allowed tags of what it sends (sanitized on save), so pasted styles,
 * links and images do not survive.
 */
export default function RichTextEditor({ value, onChange, label }: RichTextEditorProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Only an outside change (another report) is written in: typing already matches `value`.
    if (ref.current && ref.current.innerHTML !== value) ref.current.innerHTML = value;
  }, [value]);
  const run = (cmd: string, arg?: string) => {
    ref.current?.focus();
    const exec = (document as unknown as { execCommand?: Exec }).execCommand;
    exec?.call(document, cmd, false, arg);
    if (ref.current) onChange(ref.current.innerHTML);
  };
  return (
    <div className="portal-rich-text">
      <Space size={4} wrap style={{ marginBottom: 6 }}>
        {COMMANDS.map((c) => (
          <Tooltip key={c.tip} title={c.tip}>
            <Button
              size="small"
              aria-label={c.tip}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => run(c.cmd, c.arg)}
            >
              {c.label}
            </Button>
          </Tooltip>
        ))}
      </Space>
      <div
        ref={ref}
        role="textbox"
        aria-multiline="true"
        aria-label={label}
        contentEditable
        suppressContentEditableWarning
        className="portal-rich-text-area"
        style={{
          minHeight: 280,
          maxHeight: 420,
          overflowY: 'auto',
          padding: '8px 12px',
          border: '1px solid #d9d9d9',
          borderRadius: 6,
          outline: 'none',
          lineHeight: 1.7,
        }}
        onInput={(e) => onChange(e.currentTarget.innerHTML)}
      />
    </div>
  );
}
