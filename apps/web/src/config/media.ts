/** Media of the homes; the publisher can point these at its own CDN. */
export const media = {
  homeVideoMp4: '/media/demo/encuentro-loop.mp4',
  homeVideoWebm: '/media/demo/encuentro-loop.webm',
  introVideo: '/media/demo/encuentro-loop.mp4',
  axisBackgrounds: [
    '/media/demo/eje-fondo-1.svg',
    '/media/demo/eje-fondo-2.svg',
    '/media/demo/eje-fondo-3.svg',
  ],
} as const;
