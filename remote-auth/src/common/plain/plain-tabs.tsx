import {
  type KeyboardEvent,
  type ReactNode,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { cx } from './class-names';
import '../../styles/plain-tabs.css';

export interface PlainTab {
  key: string;
  /** The tab's name (kept on one line). */
  label: string;
  children: ReactNode;
}

export interface PlainTabsProps {
  items: readonly PlainTab[];
  activeKey: string;
  onChange: (key: string) => void;
  className?: string;
}

/** Keys that move between tabs: the offset from the current one, or where to go. */
function targetIndex(key: string, current: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/**
 * Line tabs like antd's (the WAI-ARIA tabs pattern): a tablist of tabs, each controlling its panel;
 * the arrow keys (and Home/End) move to and select the next tab, Tab leaves the list. A panel is
 * rendered when its tab is first selected and then kept (hidden) while another one is shown, so
 * what was typed in it stays, as with antd's Tabs.
 */
export function PlainTabs({ items, activeKey, onChange, className }: PlainTabsProps) {
  const base = useId();
  const tabs = useRef(new Map<string, HTMLButtonElement>());
  const [visited, setVisited] = useState<ReadonlySet<string>>(() => new Set([activeKey]));
  if (!visited.has(activeKey)) setVisited(new Set(visited).add(activeKey));
  // The ink bar under the current tab, sliding from the previous one.
  const [ink, setInk] = useState<{ left: number; width: number } | null>(null);
  useLayoutEffect(() => {
    const tab = tabs.current.get(activeKey);
    if (!tab) return;
    const next = { left: tab.offsetLeft, width: tab.offsetWidth };
    setInk((prev) => (prev?.left === next.left && prev.width === next.width ? prev : next));
  }, [activeKey, items]);

  const tabId = (key: string) => `${base}tab-${key}`;
  const panelId = (key: string) => `${base}panel-${key}`;
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const current = items.findIndex((t) => t.key === activeKey);
    const next = targetIndex(e.key, current, items.length);
    const target = next === null ? undefined : items[next];
    if (!target) return;
    e.preventDefault();
    tabs.current.get(target.key)?.focus();
    if (target.key !== activeKey) onChange(target.key);
  };
  return (
    <div className={cx('ra-tabs', className)}>
      <div className="ra-tabs-nav" role="tablist" onKeyDown={onKeyDown}>
        {items.map((t) => {
          const active = t.key === activeKey;
          return (
            <button
              key={t.key}
              ref={(el) => {
                if (el) tabs.current.set(t.key, el);
                else tabs.current.delete(t.key);
              }}
              type="button"
              role="tab"
              id={tabId(t.key)}
              className={cx('ra-tab', active && 'ra-tab-active')}
              aria-selected={active}
              aria-controls={panelId(t.key)}
              // Roving focus: Tab reaches the current tab only; the arrows move between them.
              tabIndex={active ? 0 : -1}
              onClick={() => {
                if (!active) onChange(t.key);
              }}
            >
              {t.label}
            </button>
          );
        })}
        {ink && <span className="ra-tabs-ink" style={ink} aria-hidden="true" />}
      </div>
      {items.map((t) =>
        visited.has(t.key) || t.key === activeKey ? (
          <div
            key={t.key}
            role="tabpanel"
            id={panelId(t.key)}
            className="ra-tabs-panel"
            aria-labelledby={tabId(t.key)}
            hidden={t.key !== activeKey}
          >
            {t.children}
          </div>
        ) : null,
      )}
    </div>
  );
}
