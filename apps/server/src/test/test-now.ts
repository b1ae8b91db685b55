/** The moment a test app's clock stands at, unless the test moves it. */
export const TEST_NOW = new Date('2026-03-10T15:00:00.000Z');
