import type { Page } from '@playwright/test';

/**
 * What sticks out past the viewport's right edge: the page itself, or a control inside a box that
 * scrolls sideways (there a control is out of sight though the page is not wider).
 */
export async function pastRightEdge(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const out: string[] = [];
    if (document.documentElement.scrollWidth > width + 1)
      out.push(`the page is ${document.documentElement.scrollWidth} px wide`);
    for (const el of Array.from(
      document.querySelectorAll<HTMLElement>('a, button, input, select, textarea'),
    )) {
      const box = el.getBoundingClientRect();
      if (!box.width || !box.height || getComputedStyle(el).visibility === 'hidden') continue;
      if (box.right > width + 1) {
        const name = (el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 40);
        out.push(`${el.tagName.toLowerCase()} "${name}" ends at ${Math.round(box.right)} px`);
      }
    }
    return out;
  });
}
