/** Media of the homes; the publisher can point these at its own CDN. */
export const media = {
  homeVideoMp4: '/media/demo/encuentro-loop.mp4',
  homeVideoWebm: '/media/demo/encuentro-loop.webm',
  introVideo: '/media/demo/encuentro-loop.mp4',
} as const;
