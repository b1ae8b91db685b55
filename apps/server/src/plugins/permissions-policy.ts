/**
 * Browser features the portal never uses: no page of ours, and no frame we embed, may ask for them.
 * Every name is one Chromium recognises: an unknown name earns a console warning on every page
 * (`ambient-light-sensor`, for one, is no longer recognised).
 */
const DENIED = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'clipboard-read',
  'display-capture',
  'gamepad',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'local-fonts',
  'magnetometer',
  'microphone',
  'midi',
  'otp-credentials',
  'payment',
  'publickey-credentials-create',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'speaker-selection',
  'usb',
  'window-management',
  'xr-spatial-tracking',
];

/** What the meeting and masterclass players (iframes with `allow="…"`) need, for us and them only. */
const FOR_PLAYERS = ['autoplay', 'encrypted-media', 'fullscreen', 'picture-in-picture'];

/** The `Permissions-Policy` value: players' features for our origin and the embed hosts, the rest off. */
export function permissionsPolicy(embedHosts: readonly string[]): string {
  const allowed = ['self', ...embedHosts.flatMap(origin).map((o) => `"${o}"`)].join(' ');
  return [
    ...DENIED.map((feature) => `${feature}=()`),
    ...FOR_PLAYERS.map((feature) => `${feature}=(${allowed})`),
  ].join(', ');
}

/** An exact http(s) origin, or nothing (CSP-only forms such as wildcards grant no feature here). */
function origin(host: string): string[] {
  try {
    const url = new URL(host);
    return /^https?:$/.test(url.protocol) && url.origin === host.replace(/\/$/, '') ? [url.origin] : [];
  } catch {
    return [];
  }
}
