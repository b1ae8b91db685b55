import { afterEach, describe, expect, it, vi } from 'vitest';
import { isLightMode, setLightMode } from './light-mode';

afterEach(() => {
  vi.restoreAllMocks();
  setLightMode(false);
});

describe('light mode remembered on the device (decision 0047)', () => {
  it('is kept in the device’s storage', () => {
    setLightMode(true);
    expect(isLightMode()).toBe(true);
    expect(localStorage.getItem('foro.lightMode')).toBe('on');
  });

  it('lasts the page when storage refuses it, and storage is read again once it keeps a choice', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    setLightMode(true);
    expect(isLightMode()).toBe(true);
    expect(localStorage.getItem('foro.lightMode')).toBeNull();
    setItem.mockRestore();
    setLightMode(false);
    localStorage.setItem('foro.lightMode', 'on');
    // Another tab turned it on: followed, since nothing refused is held here any more.
    expect(isLightMode()).toBe(true);
  });
});
