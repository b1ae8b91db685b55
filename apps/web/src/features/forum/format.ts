/** docs/product/forum.md#thread-dates: thread dates are `YYYY-MM-DD HH:mm:ss` in UTC. */
export const forumDateToIso = (value: string) => `${value.replace(' ', 'T')}Z`;

export const forumDateLabel = (value: string) =>
  new Intl.DateTimeFormat('es', { day: 'numeric', month: 'long', year: 'numeric' }).format(
    new Date(forumDateToIso(value)),
  );
