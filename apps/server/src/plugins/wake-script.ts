import { createHash } from 'node:crypto';
import { PORTAL_ZONES, visitorZoneOf } from '@foro/shared/meetings/member-zone';
import {
  MEETING_ZONE_ATTRIBUTE,
  ZONED_FORMAT_ATTRIBUTE,
  localizeTimes,
  zonedText,
  type LocalizeSettings,
} from '@foro/shared/meetings/zoned-text';
import { WAKE_SETTINGS, wake } from '@foro/shared/routes/wake';

const LOCALIZE_SETTINGS: LocalizeSettings = {
  known: PORTAL_ZONES,
  format: ZONED_FORMAT_ATTRIBUTE,
  meetingZone: MEETING_ZONE_ATTRIBUTE,
};

/**
 * The inline script of a prerendered page (docs/decisions/0059-visitor-pages-load-their-code-when-a-person-acts.md),
 * which prerender.ts puts in the page: the same text on every page, so the CSP (security-headers.ts) allows
 * it by its hash and no other inline script runs. It wakes the app when a person acts, and writes every
 * meeting time in the visitor's zone before the first paint (docs/decisions/0066-a-visitors-zone-by-the-runtimes-own-names.md).
 */
export const WAKE_SCRIPT =
  `(${wake.toString()})(${JSON.stringify(WAKE_SETTINGS)});` +
  `(${localizeTimes.toString()})(${JSON.stringify(LOCALIZE_SETTINGS)},${zonedText.toString()},${visitorZoneOf.toString()})`;
export const WAKE_SCRIPT_HASH = `'sha256-${createHash('sha256').update(WAKE_SCRIPT).digest('base64')}'`;
