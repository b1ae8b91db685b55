import { useEffect, useRef, type RefObject } from 'react';

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/**
 * docs/product/meetings.md#meeting-cards: cards are revealed in steps on scroll (off when the person prefers
 * reduced motion).
 */
export function useRevealOnScroll<T extends HTMLElement>(): RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    // A card already on screen or scrolled past stays as it is: on a prerendered page it was read before
    // the app came (decision 0059), and hiding it to reveal it again would make it blink.
    const below = el.getBoundingClientRect().top >= window.innerHeight;
    if (prefersReducedMotion() || typeof IntersectionObserver === 'undefined' || !below) {
      el.dataset.revealed = 'true';
      return;
    }
    el.dataset.revealed = 'false';
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) {
            (entry.target as HTMLElement).dataset.revealed = 'true';
            observer.unobserve(entry.target);
          }
        }
      },
      { rootMargin: '0px 0px -10% 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return ref;
}

export const TILT_MIN_WIDTH = 1366;
export const TILT_MAX_DEGREES = 10;

/**
 * docs/product/meetings.md#meeting-cards: cards tilt with the mouse only on windows at least 1366 px wide, at
 * most 10 degrees.
 */
export function useTilt<T extends HTMLElement>(ref: RefObject<T | null>) {
  useEffect(() => {
    const el = ref.current;
    if (!el || prefersReducedMotion()) return;
    const onMove = (e: MouseEvent) => {
      if (window.innerWidth < TILT_MIN_WIDTH) {
        el.style.transform = '';
        return;
      }
      const rect = el.getBoundingClientRect();
      const x = (e.clientX - rect.left) / rect.width - 0.5;
      const y = (e.clientY - rect.top) / rect.height - 0.5;
      el.style.transform = `perspective(900px) rotateX(${(-y * 2 * TILT_MAX_DEGREES).toFixed(2)}deg) rotateY(${(x * 2 * TILT_MAX_DEGREES).toFixed(2)}deg)`;
    };
    const onLeave = () => {
      el.style.transform = '';
    };
    el.addEventListener('mousemove', onMove);
    el.addEventListener('mouseleave', onLeave);
    return () => {
      el.removeEventListener('mousemove', onMove);
      el.removeEventListener('mouseleave', onLeave);
    };
  }, [ref]);
}
