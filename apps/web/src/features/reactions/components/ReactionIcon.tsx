import type { ReactionKind } from '@foro/shared/reactions/schemas';

/**
 * The reactions drawn as pictures rather than emoji characters: a school computer or an old phone without
 * a colour emoji font showed empty boxes. Decorative: the button carries the Spanish name.
 */
export function ReactionIcon({ kind, className }: { kind: ReactionKind; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {icons[kind]}
    </svg>
  );
}

const icons: Record<ReactionKind, React.ReactNode> = {
  aplauso: (
    <>
      <path
        d="M4 4.5 5.5 7M8.5 2.5 9 5.5M12.8 4 11.5 6.5"
        stroke="#b45309"
        strokeWidth="1.6"
        strokeLinecap="round"
      />
      <rect x="5" y="8" width="8" height="13" rx="4" transform="rotate(-22 9 14.5)" fill="#f59e0b" />
      <rect
        x="10"
        y="8.5"
        width="8"
        height="13"
        rx="4"
        transform="rotate(18 14 15)"
        fill="#fbbf24"
        stroke="#b45309"
        strokeWidth="1"
      />
    </>
  ),
  corazon: (
    <path
      d="M12 21s-7.5-4.6-9.6-9.3A5.4 5.4 0 0 1 12 6.2a5.4 5.4 0 0 1 9.6 5.5C19.5 16.4 12 21 12 21z"
      fill="#dc2626"
    />
  ),
  idea: (
    <>
      <path
        d="M12 2.5a6.8 6.8 0 0 0-4 12.3V17h8v-2.2a6.8 6.8 0 0 0-4-12.3z"
        fill="#facc15"
        stroke="#a16207"
        strokeWidth="1.2"
      />
      <path d="M9 18.5h6M9.8 21h4.4" stroke="#475569" strokeWidth="1.8" strokeLinecap="round" />
    </>
  ),
  risa: (
    <>
      <circle cx="12" cy="12" r="9.5" fill="#facc15" stroke="#a16207" strokeWidth="1.2" />
      <path
        d="M7.5 9.5q1.5-1.8 3 0M13.5 9.5q1.5-1.8 3 0"
        fill="none"
        stroke="#422006"
        strokeWidth="1.5"
        strokeLinecap="round"
      />
      <path d="M7 13h10a5 5 0 0 1-10 0z" fill="#7c2d12" />
    </>
  ),
  celebracion: (
    <>
      <path d="M3 21 8 8l8 8z" fill="#7c3aed" />
      <path d="M5.2 15.4 10.6 18.6M6.7 11.5l5.6 5.6" stroke="#fbbf24" strokeWidth="1.4" />
      <circle cx="15" cy="4" r="1.3" fill="#ef4444" />
      <circle cx="20" cy="8" r="1.3" fill="#22c55e" />
      <circle cx="18" cy="3" r="1" fill="#3b82f6" />
      <path
        d="M12 6.5q1-2.5 3-2M17 11q2.5-1 4 .5"
        fill="none"
        stroke="#0ea5e9"
        strokeWidth="1.4"
        strokeLinecap="round"
      />
    </>
  ),
};
