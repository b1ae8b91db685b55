export const meetingKeys = {
  list: () => ['meetings'] as const,
  axes: () => ['axes'] as const,
  detail: (slug: string) => ['meeting', slug] as const,
  posts: (slug: string) => ['meeting', slug, 'posts'] as const,
  postsPage: (slug: string, page: number) => ['meeting', slug, 'posts', page] as const,
};
