// Public entry of the botcheck feature: what other features, types/ and test/ may import from it
// (docs/decisions/0095-server-feature-boundaries.md). Its repository and internals stay private.
export { BOT_CHECK_MAX_NUMBER } from './botcheck.service.ts';
export type { BotCheckService } from './botcheck.service.ts';
export { requireBotToken } from './require-bot-token.ts';
