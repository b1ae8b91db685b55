/** The round "play" mark of the video buttons. */
export function PlayIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
      <circle cx="12" cy="12" r="11" fill="currentColor" />
      <path d="M10 8l6 4-6 4z" fill="#fff" />
    </svg>
  );
}
