import { describe, expect, it } from 'vitest';
import { saveConsent } from './consent';
import { trackNavigation } from './tracking';

describe('tracking before each navigation', () => {
  it('does nothing without consent', () => {
    window.dataLayer = undefined;
    expect(trackNavigation('/perfil')).toBe(false);
    saveConsent('rejected');
    expect(trackNavigation('/perfil')).toBe(false);
    expect(window.dataLayer).toBeUndefined();
  });

  it('records the page view once the visitor accepts', () => {
    saveConsent('accepted');
    expect(trackNavigation('/politica-cookies')).toBe(true);
    expect(window.dataLayer?.at(-1)).toMatchObject({ event: 'page_view', page_path: '/politica-cookies' });
  });
});
