import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { livePaths } from '@foro/shared/live/schemas';
import {
  LONG_SLEEP_MS,
  RECONNECT_MAX_MS,
  reconnectDelay,
  STABLE_STREAM_MS,
  useLiveEvents,
  type LiveHandlers,
} from './use-live-events';
import { FakeEventSource } from '../../test/fake-event-source';

const sources = () => FakeEventSource.all;
const latest = () => FakeEventSource.all.at(-1)!;
const url = livePaths.meeting('encuentro');

function Listener({ handlers, stream = url }: { handlers: LiveHandlers; stream?: string }) {
  useLiveEvents(stream, handlers);
  return null;
}

beforeEach(() => {
  FakeEventSource.all = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.useFakeTimers();
  vi.spyOn(Math, 'random').mockReturnValue(0.5);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('reconnectDelay', () => {
  it('grows 1 s, 2 s, 4 s … up to 30 s, with full jitter', () => {
    const top = (n: number) => reconnectDelay(n, () => 0.999_999);
    expect([0, 1, 2, 3, 4, 5, 6, 20].map(top)).toEqual([999, 1999, 3999, 7999, 15999, 29999, 29999, 29999]);
    expect(reconnectDelay(3, () => 0)).toBe(0);
    expect(reconnectDelay(3, () => 0.5)).toBe(4000);
  });
});

describe('useLiveEvents, a stream that never goes stale (decision 0064)', () => {
  it('opens the stream again after an error answer, after a growing wait, resuming after the last id', () => {
    const posts = vi.fn();
    render(<Listener handlers={{ posts }} />);
    expect(sources()).toHaveLength(1);
    const first = latest();
    expect(first.url).toBe(url);
    first.open();
    first.emit('posts', { subject: 'p1' }, '41');
    first.emit('posts', { subject: 'p2' }, '42');
    expect(posts).toHaveBeenCalledTimes(2);

    // A 503: the page closes it and waits 0.5 × 1 s before trying again.
    first.fail();
    expect(first.closed).toBe(true);
    act(() => vi.advanceTimersByTime(499));
    expect(sources()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(sources()).toHaveLength(2);
    expect(latest().url).toBe(`${url}?lastEventId=42`);

    // Failing again waits longer each time: 1 s, then 2 s (half of 2 s, 4 s with the jitter at 0.5).
    latest().fail();
    act(() => vi.advanceTimersByTime(999));
    expect(sources()).toHaveLength(2);
    act(() => vi.advanceTimersByTime(1));
    expect(sources()).toHaveLength(3);
    latest().fail();
    act(() => vi.advanceTimersByTime(1999));
    expect(sources()).toHaveLength(3);
    act(() => vi.advanceTimersByTime(1));
    expect(sources()).toHaveLength(4);

    // Events on the new stream reach the same handlers, and move the resume point.
    latest().open();
    latest().emit('posts', { subject: 'p3' }, '43');
    expect(posts).toHaveBeenLastCalledWith({ subject: 'p3' });
    expect(posts).toHaveBeenCalledTimes(3);
    latest().fail();
    act(() => vi.advanceTimersByTime(RECONNECT_MAX_MS));
    expect(latest().url).toBe(`${url}?lastEventId=43`);
    expect(sources().filter((s) => !s.closed)).toHaveLength(1);
  });

  it('waits the shortest time again once a stream has stayed open a while', () => {
    render(<Listener handlers={{ posts: vi.fn() }} />);
    for (let i = 0; i < 4; i++) {
      latest().fail();
      act(() => vi.advanceTimersByTime(RECONNECT_MAX_MS));
    }
    expect(sources()).toHaveLength(5);
    latest().open();
    act(() => vi.advanceTimersByTime(STABLE_STREAM_MS));
    latest().fail();
    act(() => vi.advanceTimersByTime(499));
    expect(sources()).toHaveLength(5);
    act(() => vi.advanceTimersByTime(1));
    expect(sources()).toHaveLength(6);
  });

  it("runs the page's reset handlers: the server's reset after a gap, and its own when no id was seen", () => {
    const reset = vi.fn();
    render(<Listener handlers={{ posts: vi.fn(), reset }} />);
    latest().open();
    // Lost before any event: the next stream cannot resume, so the page reads again once it opens.
    latest().fail();
    act(() => vi.advanceTimersByTime(RECONNECT_MAX_MS));
    expect(reset).not.toHaveBeenCalled();
    latest().open();
    expect(reset).toHaveBeenCalledTimes(1);
    // The server's reset on a resumed stream reaches the handler registered on the first stream.
    latest().emit('posts', {}, '7');
    latest().fail();
    act(() => vi.advanceTimersByTime(RECONNECT_MAX_MS));
    expect(latest().url).toBe(`${url}?lastEventId=7`);
    latest().open();
    expect(reset).toHaveBeenCalledTimes(1);
    latest().emit('reset', {});
    expect(reset).toHaveBeenCalledTimes(2);
  });

  it('opens again at once when the browser comes back online, or the page wakes after a long sleep', () => {
    render(<Listener handlers={{ posts: vi.fn() }} />);
    latest().open();
    latest().emit('posts', {}, '5');
    // Online while the stream is open: nothing to do.
    act(() => void window.dispatchEvent(new Event('online')));
    expect(sources()).toHaveLength(1);
    latest().fail();
    act(() => void window.dispatchEvent(new Event('online')));
    expect(sources()).toHaveLength(2);
    expect(latest().url).toBe(`${url}?lastEventId=5`);
    // The waiting retry was replaced, not added to.
    act(() => vi.advanceTimersByTime(RECONNECT_MAX_MS));
    expect(sources()).toHaveLength(2);

    latest().open();
    const visibility = vi.spyOn(document, 'visibilityState', 'get');
    visibility.mockReturnValue('hidden');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    act(() => vi.advanceTimersByTime(1_000));
    visibility.mockReturnValue('visible');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(sources()).toHaveLength(2); // a short look away keeps the stream
    visibility.mockReturnValue('hidden');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    act(() => vi.advanceTimersByTime(LONG_SLEEP_MS));
    visibility.mockReturnValue('visible');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(sources()).toHaveLength(3);
    expect(sources()[1]!.closed).toBe(true);
    expect(latest().url).toBe(`${url}?lastEventId=5`);
  });

  it('keeps one connection per address for every listener, and stops retrying once none is left', () => {
    const a = vi.fn();
    const b = vi.fn();
    const view = render(
      <>
        <Listener handlers={{ posts: a }} />
        <Listener handlers={{ state: b }} />
      </>,
    );
    expect(sources()).toHaveLength(1);
    latest().fail();
    act(() => vi.advanceTimersByTime(RECONNECT_MAX_MS));
    expect(sources()).toHaveLength(2);
    latest().emit('posts', {}, '1');
    latest().emit('state', {}, '2');
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).toHaveBeenCalledTimes(1);
    latest().fail();
    view.unmount();
    act(() => vi.advanceTimersByTime(RECONNECT_MAX_MS));
    act(() => void window.dispatchEvent(new Event('online')));
    expect(sources()).toHaveLength(2);
    expect(sources().every((s) => s.closed)).toBe(true);
  });
});
