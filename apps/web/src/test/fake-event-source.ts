import { act } from '@testing-library/react';

/**
 * A stand-in for the browser's EventSource (jsdom has none): a test stubs it with
 * `vi.stubGlobal('EventSource', FakeEventSource)`, then opens, fails and sends the server's events.
 */
export class FakeEventSource {
  static all: FakeEventSource[] = [];
  url: string;
  readyState = 0;
  closed = false;
  private listeners = new Map<string, Array<(e: Event) => void>>();
  constructor(url: string) {
    this.url = url;
    FakeEventSource.all.push(this);
  }
  addEventListener(kind: string, fn: (e: Event) => void) {
    this.listeners.set(kind, [...(this.listeners.get(kind) ?? []), fn]);
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  private fire(kind: string, event: Event) {
    act(() => {
      for (const fn of this.listeners.get(kind) ?? []) fn(event);
    });
  }
  open() {
    this.readyState = 1;
    this.fire('open', new Event('open'));
  }
  /** An error answer (a 503): the browser's EventSource gives up for good. */
  fail() {
    this.readyState = 2;
    this.fire('error', new Event('error'));
  }
  emit(kind: string, data: object, id = '') {
    this.fire(kind, new MessageEvent(kind, { data: JSON.stringify(data), lastEventId: id }));
  }
}
