import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { livePaths } from '@foro/shared/live/schemas';
import { LiveFeed } from './components/LiveFeed';
import { LiveMeeting } from './components/LiveMeeting';
import { FakeEventSource } from '../../test/fake-event-source';

const openSources = () => FakeEventSource.all.filter((s) => !s.closed);

beforeEach(() => {
  FakeEventSource.all = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** Puts the place where new posts arrive out of view (the reader scrolled away) or back in view. */
function readerAt(place: 'arrivals' | 'elsewhere') {
  const far = { top: -5000, bottom: -4000 } as DOMRect;
  const near = { top: 0, bottom: 0 } as DOMRect;
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
    place === 'elsewhere' ? far : near,
  );
}

describe('LiveFeed', () => {
  const url = livePaths.meeting('encuentro');

  it('reads the list again at once when the reader is where new posts arrive, and on a hidden post', () => {
    readerAt('arrivals');
    const onChanged = vi.fn();
    render(
      <LiveFeed url={url} arriveAt="top" onChanged={onChanged}>
        <p>Comentarios</p>
      </LiveFeed>,
    );
    const source = openSources()[0]!;
    expect(source.url).toBe(url);
    source.emit('posts', { subject: 'p1' });
    expect(onChanged).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button')).toBeNull();
    source.emit('post-hidden', { subject: 'p0' });
    expect(onChanged).toHaveBeenCalledTimes(2);
  });

  it('keeps new posts behind "N comentarios nuevos" while the reader is elsewhere, counting each once', () => {
    vi.useFakeTimers();
    readerAt('elsewhere');
    const onChanged = vi.fn();
    render(
      <LiveFeed url={url} arriveAt="top" onChanged={onChanged}>
        <ul>
          <li data-post-id="mine">Mi propio comentario</li>
        </ul>
      </LiveFeed>,
    );
    const source = openSources()[0]!;
    source.emit('posts', { subject: 'p1' });
    act(() => vi.advanceTimersByTime(600));
    expect(screen.getByRole('button', { name: /1 comentario nuevo/ })).toBeTruthy();
    source.emit('posts', { subject: 'p2' });
    source.emit('posts', { subject: 'p2' });
    // The reader's own post, already on the page from its answer, is not announced.
    source.emit('posts', { subject: 'mine' });
    act(() => vi.advanceTimersByTime(600));
    expect(onChanged).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: /2 comentarios nuevos/ }));
    expect(onChanged).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shares one stream between the components of a page and closes it when the last one goes', () => {
    const first = render(
      <LiveFeed url={url} arriveAt="top" onChanged={() => {}}>
        <p>a</p>
      </LiveFeed>,
    );
    const second = render(
      <LiveFeed url={url} arriveAt="bottom" onChanged={() => {}}>
        <p>b</p>
      </LiveFeed>,
    );
    expect(openSources()).toHaveLength(1);
    first.unmount();
    expect(openSources()).toHaveLength(1);
    second.unmount();
    expect(openSources()).toHaveLength(0);
  });
});

describe('LiveMeeting', () => {
  const NOW = Date.parse('2026-03-10T15:30:00.000Z');
  const live = {
    slug: 'encuentro',
    starts_at: '2026-03-10T15:00:00.000Z',
    ends_at: '2026-03-10T16:30:00.000Z',
    meeting_day_starts_at: '2026-03-10T05:00:00.000Z',
    timing: 'meeting_day' as const,
    post_event: false,
  };

  it('shows how many members are watching while the meeting is live', () => {
    vi.useFakeTimers({ now: NOW });
    render(<LiveMeeting meeting={live} offsetMs={0} refetch={() => {}} />);
    expect(screen.queryByRole('status')).toBeNull();
    openSources()[0]!.emit('viewers', { count: 1 });
    expect(screen.getByRole('status').textContent).toBe('1 docente conectado');
    openSources()[0]!.emit('viewers', { count: 12345 });
    expect(screen.getByRole('status').textContent).toMatch(/^12\.345 docentes conectados$/);
  });

  it('shows no count before the meeting starts', () => {
    vi.useFakeTimers({ now: NOW });
    render(
      <LiveMeeting
        meeting={{ ...live, starts_at: '2026-03-10T18:00:00.000Z', ends_at: '2026-03-10T19:00:00.000Z' }}
        offsetMs={0}
        refetch={() => {}}
      />,
    );
    openSources()[0]!.emit('viewers', { count: 40 });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('reads the meeting again when staff change it and when the clock reaches its end', () => {
    vi.useFakeTimers({ now: NOW });
    const refetch = vi.fn();
    render(<LiveMeeting meeting={live} offsetMs={0} refetch={refetch} />);
    openSources()[0]!.emit('state', { subject: 'm1' });
    expect(refetch).toHaveBeenCalledTimes(1);
    // The end is an hour away by the server's clock; the switch comes within a few seconds of it.
    act(() => vi.advanceTimersByTime(60 * 60_000 - 1000));
    expect(refetch).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(4000));
    expect(refetch).toHaveBeenCalledTimes(2);
  });
});
