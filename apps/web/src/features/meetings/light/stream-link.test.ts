import { describe, expect, it } from 'vitest';
import { playerOnRequest, streamPage } from './stream-link';

describe('streamPage', () => {
  it("opens a YouTube video's watch page, from either embed host", () => {
    expect(streamPage('https://www.youtube.com/embed/abc123XYZ?rel=0')).toBe(
      'https://www.youtube.com/watch?v=abc123XYZ',
    );
    expect(streamPage('https://www.youtube-nocookie.com/embed/abc123XYZ')).toBe(
      'https://www.youtube.com/watch?v=abc123XYZ',
    );
  });

  it("opens a YouTube channel's live page for a channel's live embed", () => {
    expect(streamPage('https://www.youtube.com/embed/live_stream?channel=UCxyz')).toBe(
      'https://www.youtube.com/channel/UCxyz/live',
    );
  });

  it("opens a Vimeo video's or event's own page", () => {
    expect(streamPage('https://player.vimeo.com/video/76979871?h=8272103f6e')).toBe(
      'https://vimeo.com/76979871',
    );
    expect(streamPage('https://vimeo.com/event/12345/embed')).toBe('https://vimeo.com/event/12345');
  });

  it('keeps a video file or another player as it is, made absolute', () => {
    expect(streamPage('/media/demo/encuentro-loop.mp4')).toBe(
      `${window.location.origin}/media/demo/encuentro-loop.mp4`,
    );
    expect(streamPage('https://player.example.org/live/7')).toBe('https://player.example.org/live/7');
  });
});

describe('playerOnRequest', () => {
  it('asks YouTube and Vimeo players to start playing', () => {
    expect(playerOnRequest('https://www.youtube.com/embed/abc?rel=0')).toBe(
      'https://www.youtube.com/embed/abc?rel=0&autoplay=1',
    );
    expect(playerOnRequest('https://player.vimeo.com/video/1')).toBe(
      'https://player.vimeo.com/video/1?autoplay=1',
    );
  });

  it('leaves other players and files alone', () => {
    expect(playerOnRequest('/media/demo/encuentro-loop.mp4')).toBe('/media/demo/encuentro-loop.mp4');
  });
});
