const paths = {
  facebook: 'M14 8h3V4h-3c-2.8 0-4.5 1.8-4.5 4.6V11H7v4h2.5v9h4v-9h3l.5-4h-3.5V8.9c0-.6.3-.9 1-.9z',
  twitter: 'M4 4l6.6 8.8L4.3 20h2.2l5.1-5.8 4.3 5.8H21l-6.9-9.3L20 4h-2.2l-4.7 5.3L9.2 4H4z',
  instagram:
    'M12 7.5a4.5 4.5 0 100 9 4.5 4.5 0 000-9zm0 7.4a2.9 2.9 0 110-5.8 2.9 2.9 0 010 5.8zM17.7 6.3a1 1 0 11-2 0 1 1 0 012 0zM16.5 3h-9A4.5 4.5 0 003 7.5v9A4.5 4.5 0 007.5 21h9a4.5 4.5 0 004.5-4.5v-9A4.5 4.5 0 0016.5 3zm2.9 13.5a2.9 2.9 0 01-2.9 2.9h-9a2.9 2.9 0 01-2.9-2.9v-9a2.9 2.9 0 012.9-2.9h9a2.9 2.9 0 012.9 2.9v9z',
  youtube:
    'M21.6 7.2a2.5 2.5 0 00-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 002.4 7.2 26 26 0 002 12a26 26 0 00.4 4.8 2.5 2.5 0 001.8 1.8c1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4a2.5 2.5 0 001.8-1.8A26 26 0 0022 12a26 26 0 00-.4-4.8zM10 15V9l5.2 3L10 15z',
  linkedin:
    'M4.5 3.5a2 2 0 110 4 2 2 0 010-4zM3 9h3v12H3V9zm6 0h2.9v1.7c.4-.8 1.4-1.9 3.4-1.9 3.1 0 3.7 2 3.7 4.7V21h-3v-6.6c0-1.6 0-3.5-2.1-3.5-2.2 0-2.5 1.7-2.5 3.4V21H9V9z',
} as const;

export type SocialIconName = keyof typeof paths;

export function SocialIcon({ name }: { name: SocialIconName }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path d={paths[name]} fill="currentColor" />
    </svg>
  );
}
