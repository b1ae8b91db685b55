import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CHAT_LINK_INVALID,
  frameSources,
  isYouTubeChat,
  normalizeVideoLink,
  VIDEO_LINK_INVALID,
  withChatEmbedDomain,
  youtubeStartSeconds,
} from '@foro/shared/media/video-links';
import { videoLinkField } from '@foro/shared/media/video-link-fields';
import { z } from '@foro/shared/validation/zod-config';

// The shared function that turns pasted video links into the stored embed addresses (decision 0063).

const ID = 'dQw4w9WgXcQ';
const NOCOOKIE = `https://www.youtube-nocookie.com/embed/${ID}`;
const video = (raw: string) => normalizeVideoLink(raw, 'video');
const chat = (raw: string) => normalizeVideoLink(raw, 'chat');

describe('normalizeVideoLink: YouTube videos', () => {
  it.each([
    [`https://www.youtube.com/watch?v=${ID}`, NOCOOKIE],
    [`https://youtube.com/watch?v=${ID}&feature=share`, NOCOOKIE],
    [`https://m.youtube.com/watch?v=${ID}`, NOCOOKIE],
    [`https://www.youtube.com/watch?app=desktop&v=${ID}&list=PL123`, NOCOOKIE],
    [`http://www.youtube.com/watch?v=${ID}`, NOCOOKIE],
    [`www.youtube.com/watch?v=${ID}`, NOCOOKIE],
    [`youtu.be/${ID}`, NOCOOKIE],
    [`https://youtu.be/${ID}`, NOCOOKIE],
    [`https://youtu.be/${ID}?si=AbCdEf123`, NOCOOKIE],
    [`https://www.youtube.com/live/${ID}?si=xyz`, NOCOOKIE],
    [`https://youtube.com/live/${ID}`, NOCOOKIE],
    [`https://www.youtube.com/embed/${ID}`, NOCOOKIE],
    [`https://www.youtube.com/shorts/${ID}`, NOCOOKIE],
    [`https://m.youtube.com/shorts/${ID}?feature=share`, NOCOOKIE],
    [`https://www.youtube-nocookie.com/embed/${ID}`, NOCOOKIE],
    [`  https://www.youtube.com/watch?v=${ID}  `, NOCOOKIE],
    [`https://www.youtube.com/watch?v=${ID}&t=90`, `${NOCOOKIE}?start=90`],
    [`https://www.youtube.com/watch?v=${ID}&t=90s`, `${NOCOOKIE}?start=90`],
    [`https://www.youtube.com/watch?v=${ID}&t=1m30s`, `${NOCOOKIE}?start=90`],
    [`https://www.youtube.com/watch?v=${ID}&t=1h2m3s`, `${NOCOOKIE}?start=3723`],
    [`https://youtu.be/${ID}?t=45`, `${NOCOOKIE}?start=45`],
    [`https://www.youtube.com/watch?v=${ID}#t=2m`, `${NOCOOKIE}?start=120`],
    [`https://www.youtube.com/embed/${ID}?start=30&autoplay=1`, `${NOCOOKIE}?start=30`],
    [`https://www.youtube-nocookie.com/embed/${ID}?start=30`, `${NOCOOKIE}?start=30`],
    [`https://www.youtube.com/watch?v=${ID}&t=0`, NOCOOKIE],
  ])('%s → %s', (raw, stored) => {
    expect(video(raw)).toEqual({ ok: true, url: stored });
  });
});

describe('normalizeVideoLink: Vimeo videos', () => {
  it.each([
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    ['vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://www.vimeo.com/76979871?share=copy', 'https://player.vimeo.com/video/76979871'],
    ['https://vimeo.com/76979871/a1b2c3d4e5', 'https://player.vimeo.com/video/76979871?h=a1b2c3d4e5'],
    ['https://vimeo.com/channels/staffpicks/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://player.vimeo.com/video/76979871', 'https://player.vimeo.com/video/76979871'],
    [
      'https://player.vimeo.com/video/76979871?h=a1b2c3d4e5&badge=0',
      'https://player.vimeo.com/video/76979871?h=a1b2c3d4e5',
    ],
  ])('%s → %s', (raw, stored) => {
    expect(video(raw)).toEqual({ ok: true, url: stored });
  });
});

describe('normalizeVideoLink: what is kept and what is refused', () => {
  it.each([
    '',
    '/media/clip.mp4',
    '/media/abc',
    'https://cdn.example.org/clip.mp4',
    'https://example.org/player',
  ])('keeps %j (the portal file, or another host that EMBED_HOSTS decides on)', (raw) => {
    expect(video(raw)).toEqual({ ok: true, url: raw });
  });

  it.each([
    'https://www.youtube.com/',
    'https://www.youtube.com/@Canal',
    'https://www.youtube.com/channel/UCabcdefghijklmnop',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/watch',
    'https://www.youtube.com/playlist?list=PL123',
    `https://www.youtube.com/live_chat?v=${ID}`,
    'https://youtu.be/',
    'https://vimeo.com/',
    'https://vimeo.com/channels/staffpicks',
    'https://player.vimeo.com/',
    'hola',
    'no es un enlace',
    'javascript:alert(1)',
    'data:text/html,<p>x</p>',
    'ftp://example.org/video.mp4',
    'http://example.org/video.mp4',
    '//example.org/x',
  ])('refuses %j with the Spanish message', (raw) => {
    expect(video(raw)).toEqual({ ok: false, message: VIDEO_LINK_INVALID });
  });

  it('keeps the stored embed addresses as they are (existing data)', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Za-z0-9_-]{11}$/),
        fc.nat({ max: 36_000 }),
        fc.stringMatching(/^\d{1,10}$/),
        (id, start, vimeoId) => {
          const yt = `https://www.youtube-nocookie.com/embed/${id}${start ? `?start=${start}` : ''}`;
          expect(video(yt)).toEqual({ ok: true, url: yt });
          const vimeo = `https://player.vimeo.com/video/${vimeoId}`;
          expect(video(vimeo)).toEqual({ ok: true, url: vimeo });
        },
      ),
    );
  });

  it('turns every shape of a YouTube link to the same embed, and stores it idempotently', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Za-z0-9_-]{11}$/),
        fc.constantFrom(
          (id: string) => `https://www.youtube.com/watch?v=${id}`,
          (id: string) => `https://m.youtube.com/watch?v=${id}&feature=youtu.be`,
          (id: string) => `https://youtu.be/${id}`,
          (id: string) => `https://www.youtube.com/live/${id}`,
          (id: string) => `https://www.youtube.com/embed/${id}`,
          (id: string) => `https://www.youtube.com/shorts/${id}`,
        ),
        fc.integer({ min: 1, max: 35_999 }),
        (id, shape, seconds) => {
          const h = Math.floor(seconds / 3600);
          const m = Math.floor((seconds % 3600) / 60);
          const s = seconds % 60;
          const t = `${h ? `${h}h` : ''}${m ? `${m}m` : ''}${s ? `${s}s` : ''}`;
          const link = shape(id);
          const withT = `${link}${link.includes('?') ? '&' : '?'}t=${t}`;
          const stored = video(withT);
          expect(stored).toEqual({
            ok: true,
            url: `https://www.youtube-nocookie.com/embed/${id}?start=${seconds}`,
          });
          expect(video(stored.ok ? stored.url : '')).toEqual(stored);
        },
      ),
    );
  });

  it('never throws and answers either an https embed, a portal path, or the message', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.webUrl({ withQueryParameters: true, withFragments: true })),
        (raw) => {
          const result = video(raw);
          if (result.ok) expect(result.url === '' || /^(https:\/\/|\/)/.test(result.url)).toBe(true);
          else expect(result.message).toBe(VIDEO_LINK_INVALID);
        },
      ),
    );
  });
});

describe('YouTube start times', () => {
  it.each([
    ['90', 90],
    ['90s', 90],
    ['1m30s', 90],
    ['2m', 120],
    ['1h', 3600],
    ['1h0m5s', 3605],
    ['', 0],
    ['abc', 0],
    [null, 0],
  ])('%j is %i s', (t, seconds) => {
    expect(youtubeStartSeconds(t)).toBe(seconds);
  });
});

describe('normalizeVideoLink: chats', () => {
  const stored = `https://www.youtube.com/live_chat?v=${ID}`;
  it.each([
    `https://www.youtube.com/live_chat?v=${ID}`,
    `https://www.youtube.com/live_chat?v=${ID}&embed_domain=foro.example.org`,
    `https://www.youtube.com/live_chat?is_popout=1&v=${ID}`,
    `https://www.youtube.com/watch?v=${ID}`,
    `https://youtu.be/${ID}`,
    `https://www.youtube.com/live/${ID}?si=abc`,
    `https://www.youtube-nocookie.com/embed/${ID}`,
  ])('%s is stored as the embeddable chat', (raw) => {
    expect(chat(raw)).toEqual({ ok: true, url: stored });
  });

  it.each(['https://www.youtube.com/live_chat', 'https://www.youtube.com/@Canal', 'chat', 'javascript:x'])(
    'refuses %j with the chat message',
    (raw) => {
      expect(chat(raw)).toEqual({ ok: false, message: CHAT_LINK_INVALID });
    },
  );

  it('keeps another host’s chat for EMBED_HOSTS to decide, and the empty field', () => {
    expect(chat('https://vimeo.com/live-chat/123456/')).toEqual({
      ok: true,
      url: 'https://vimeo.com/live-chat/123456/',
    });
    expect(chat('')).toEqual({ ok: true, url: '' });
  });

  it('adds the page’s host as embed_domain when drawn, and only to YouTube chats', () => {
    expect(isYouTubeChat(stored)).toBe(true);
    expect(withChatEmbedDomain(stored, 'foro.example.org')).toBe(
      `https://www.youtube.com/live_chat?v=${ID}&embed_domain=foro.example.org`,
    );
    expect(withChatEmbedDomain(NOCOOKIE, 'foro.example.org')).toBe(NOCOOKIE);
    expect(withChatEmbedDomain('https://www.youtube.com/watch?v=x', 'foro.example.org')).toBe(
      'https://www.youtube.com/watch?v=x',
    );
  });

  it('allows the chat page in frame-src only where YouTube’s player is allowed', () => {
    expect(frameSources(['https://www.youtube-nocookie.com', 'https://player.vimeo.com'])).toEqual([
      'https://www.youtube-nocookie.com',
      'https://player.vimeo.com',
      'https://www.youtube.com/live_chat',
    ]);
    expect(frameSources(['https://player.vimeo.com'])).toEqual(['https://player.vimeo.com']);
  });
});

describe('videoLinkField', () => {
  it('stores the embed and reports the message at the field', () => {
    const schema = z.object({ video: videoLinkField(z.string().trim()) });
    expect(schema.parse({ video: `https://youtu.be/${ID}?t=1m30s` })).toEqual({
      video: `${NOCOOKIE}?start=90`,
    });
    const refused = schema.safeParse({ video: 'https://www.youtube.com/@Canal' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues).toEqual([
      expect.objectContaining({ path: ['video'], message: VIDEO_LINK_INVALID }),
    ]);
  });
});
