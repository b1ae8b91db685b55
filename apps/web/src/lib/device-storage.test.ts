import { afterEach, describe, expect, it, vi } from 'vitest';
import { readStored, removeStored, storedKeys, writeStored } from './device-storage';

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('what the portal keeps on the device', () => {
  it('keeps, reads back and forgets a value, the tab’s storage apart from the lasting one', () => {
    expect(writeStored('foro:a', 'uno')).toBe(true);
    expect(writeStored('foro:a', 'dos', 'session')).toBe(true);
    expect(readStored('foro:a')).toBe('uno');
    expect(readStored('foro:a', 'session')).toBe('dos');
    removeStored('foro:a');
    expect(readStored('foro:a')).toBeNull();
    expect(readStored('foro:a', 'session')).toBe('dos');
  });

  it('lists the keys under a prefix only', () => {
    writeStored('foro:draft:1', 'a');
    writeStored('foro:draft:2', 'b');
    writeStored('foro.lightMode', 'on');
    expect(storedKeys('foro:draft:').sort()).toEqual(['foro:draft:1', 'foro:draft:2']);
    expect(storedKeys('foro:draft:', 'session')).toEqual([]);
  });

  it('keeps nothing and throws nothing when site data is blocked', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(writeStored('foro:a', 'uno')).toBe(false);
    expect(readStored('foro:a')).toBeNull();
    expect(() => removeStored('foro:a')).not.toThrow();
    expect(storedKeys('foro:')).toEqual([]);
  });

  it('says a value was not kept when the storage is full, and keeps the one before', () => {
    writeStored('foro:a', 'uno');
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    expect(writeStored('foro:a', 'dos')).toBe(false);
    expect(readStored('foro:a')).toBe('uno');
  });
});
