/**
 * The page a broadcast's player address belongs to, for light mode's "Abrir la transmisión" link: the
 * provider's own watch page (on a phone it opens the provider's app, which adapts the quality to the
 * connection), or the address itself (a video file, any other player).
 */
export function streamPage(src: string): string {
  let url: URL;
  try {
    url = new URL(src, window.location.origin);
  } catch {
    return src;
  }
  const host = url.hostname.replace(/^www\./, '');
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const [, kind, id] = url.pathname.split('/');
    if (kind === 'embed' && id === 'live_stream') {
      const channel = url.searchParams.get('channel');
      if (channel) return `https://www.youtube.com/channel/${encodeURIComponent(channel)}/live`;
    } else if (kind === 'embed' && id) {
      return `https://www.youtube.com/watch?v=${encodeURIComponent(id)}`;
    }
  }
  if (host === 'player.vimeo.com') {
    const [, kind, id] = url.pathname.split('/');
    if (kind === 'video' && id) return `https://vimeo.com/${encodeURIComponent(id)}`;
  }
  if (host === 'vimeo.com') {
    // A Vimeo event's embed is vimeo.com/event/{id}/embed; its page drops the last part.
    const match = /^\/event\/(\d+)\/embed/.exec(url.pathname);
    if (match) return `https://vimeo.com/event/${match[1]}`;
  }
  return url.href;
}

/**
 * The player to load once the member asks for it in light mode: the same address, told to start
 * playing (the member has just pressed play, so a second press would be one too many).
 */
export function playerOnRequest(src: string): string {
  try {
    const url = new URL(src, window.location.origin);
    const host = url.hostname.replace(/^www\./, '');
    if (host === 'youtube.com' || host === 'youtube-nocookie.com' || host === 'player.vimeo.com') {
      url.searchParams.set('autoplay', '1');
      return url.href;
    }
  } catch {
    // Not a URL the page can read: load it as it is.
  }
  return src;
}
