import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './Tabs.module.css';

export interface TabItem {
  id: string;
  label: ReactNode;
  /** Read by screen readers after the label (a count, say). */
  badge?: ReactNode;
  panel: ReactNode;
}

/**
 * Tabs in the WAI-ARIA pattern: one tab stop, arrows, Home and End move between tabs and select them.
 * A panel is drawn the first time its tab is selected, then stays mounted (only hidden), so what a member
 * was typing or reading in one is still there when they come back to it. A panel nobody opened reads
 * nothing: the live room's questions and polls are not asked for by every member arriving at the chat
 * (docs/decisions/0126-a-tab-reads-when-first-opened.md).
 */
export function Tabs({
  items,
  selected,
  onSelect,
  label,
  className,
}: {
  items: TabItem[];
  selected: string;
  onSelect: (id: string) => void;
  label: string;
  className?: string;
}) {
  const base = useId();
  const refs = useRef(new Map<string, HTMLButtonElement>());
  const current = items.some((i) => i.id === selected) ? selected : items[0]?.id;
  // The panels selected so far, kept from earlier renders as React advises: a newly selected one is added
  // while drawing, and React draws again at once, before anything is shown.
  const [opened, setOpened] = useState<ReadonlySet<string>>(
    () => new Set(current === undefined ? [] : [current]),
  );
  if (current !== undefined && !opened.has(current)) setOpened(new Set(opened).add(current));

  const onKeyDown = (event: KeyboardEvent) => {
    const index = items.findIndex((i) => i.id === current);
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % items.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + items.length) % items.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? items.length - 1
              : -1;
    if (next < 0) return;
    event.preventDefault();
    const id = items[next]!.id;
    onSelect(id);
    refs.current.get(id)?.focus();
  };

  return (
    <div className={className}>
      <div role="tablist" aria-label={label} className={styles.list}>
        {items.map((item) => (
          <button
            key={item.id}
            ref={(el) => {
              if (el) refs.current.set(item.id, el);
              else refs.current.delete(item.id);
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${item.id}`}
            aria-controls={`${base}-panel-${item.id}`}
            aria-selected={item.id === current}
            tabIndex={item.id === current ? 0 : -1}
            className={styles.tab}
            onClick={() => onSelect(item.id)}
            onKeyDown={onKeyDown}
          >
            {item.label}
            {item.badge}
          </button>
        ))}
      </div>
      {items.map((item) => (
        <div
          key={item.id}
          role="tabpanel"
          id={`${base}-panel-${item.id}`}
          aria-labelledby={`${base}-tab-${item.id}`}
          hidden={item.id !== current}
          className={styles.panel}
        >
          {opened.has(item.id) && item.panel}
        </div>
      ))}
    </div>
  );
}
