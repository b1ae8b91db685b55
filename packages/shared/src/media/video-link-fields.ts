import { z } from '../validation/zod-config.ts';
import { normalizeVideoLink, type VideoLinkKind } from './video-links.ts';

/*
 * The schemas' video fields, apart from video-links.ts so that a page that only plays a video does not load
 * zod (docs/decisions/0072-a-member-pages-first-screen.md).
 */

/**
 * A schema's player field: the trimmed text as pasted, stored as `normalizeVideoLink` makes it, with
 * its Spanish message when the link is not a video (the same in the form and in the server's 422).
 * A codec, not a transform: answers that carry the stored address are written through the same
 * schema, and a stored address is already what it would become.
 */
export const videoLinkField = <T extends z.ZodType<string>>(base: T, kind: VideoLinkKind = 'video') =>
  z.codec(base, z.string(), {
    decode: (value, payload) => {
      const result = normalizeVideoLink(value, kind);
      if (result.ok) return result.url;
      payload.issues.push({ code: 'custom', message: result.message, input: value });
      return value;
    },
    encode: (value) => value as z.output<T>,
  });

/** A frame of a stop (video, chat or other content): a video or chat is stored as its embed address. */
export const embedFrameField = <
  T extends z.ZodType<{ url: string; iframe_type: 'video' | 'chat' | 'other' }>,
>(
  base: T,
) =>
  z.codec(base, z.object({ url: z.string(), iframe_type: z.enum(['video', 'chat', 'other']) }), {
    decode: (frame, payload) => {
      if (frame.iframe_type === 'other') return frame;
      const link = normalizeVideoLink(frame.url, frame.iframe_type);
      if (link.ok) return { ...frame, url: link.url };
      payload.issues.push({ code: 'custom', path: ['url'], message: link.message, input: frame.url });
      return frame;
    },
    encode: (frame) => frame as z.output<T>,
  });
