// Public entry of the attendance feature: what other features, types/ and test/ may import from it
// (docs/decisions/0095-server-feature-boundaries.md). Its repository and internals stay private.
export { createAttendanceRepository } from './attendance.repository.ts';
export { attendedMode, fullNameOf } from './attendance.service.ts';
export { createPresence } from './attendance.presence.ts';
export type { Presence } from './attendance.presence.ts';
export { createAttendanceService } from './attendance.service.ts';
export type { AttendanceService } from './attendance.service.ts';
