import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShareButtons } from './ShareButtons';

const TITLE = 'La lectura en la era digital';
const PATH = '/encuentros/la-lectura/vive-el-encuentro';

describe('ShareButtons (docs/product/sharing.md#share-buttons)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'share');
  });

  it("links to each network's share page with the absolute address, opening apart", () => {
    render(<ShareButtons title={TITLE} path={PATH} />);
    const url = `${window.location.origin}${PATH}`;
    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href('Compartir por WhatsApp')).toBe(
      `https://wa.me/?text=${encodeURIComponent(`${TITLE} ${url}`)}`,
    );
    expect(href('Compartir por Facebook')).toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
    );
    expect(href('Compartir por LinkedIn')).toContain(encodeURIComponent(url));
    expect(href('Compartir por X')).toBe(
      `https://x.com/intent/post?text=${encodeURIComponent(TITLE)}&url=${encodeURIComponent(url)}`,
    );
    expect(href('Compartir por correo electrónico')).toMatch(/^mailto:\?subject=La%20lectura/);
    for (const link of screen.getAllByRole('link')) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
    // Without the Web Share API (a desktop browser) there is no share-sheet button.
    expect(screen.queryByRole('button', { name: 'Compartir con una aplicación' })).toBeNull();
  });

  it('copies the link and says so', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    render(<ShareButtons title={TITLE} path={PATH} />);
    await user.click(screen.getByRole('button', { name: 'Copiar enlace' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}${PATH}`);
    expect(screen.getByRole('status').textContent).toBe('Enlace copiado.');
  });

  it("opens the phone's share sheet where there is one", async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const user = userEvent.setup();
    render(<ShareButtons title={TITLE} path={PATH} />);
    await user.click(screen.getByRole('button', { name: 'Compartir con una aplicación' }));
    expect(share).toHaveBeenCalledWith({ title: TITLE, url: `${window.location.origin}${PATH}` });
  });
});
