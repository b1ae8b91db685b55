/** Where a member's hosted meetings are read (hosts.ts); apart from the schema, so the first bundle needs no zod. */
export const hostedMeetingsPath = '/api/users/hosted-meetings';
