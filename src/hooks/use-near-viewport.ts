import { useEffect, useState, type RefObject } from 'react';

/**
 * Becomes true, and stays true, once the element comes within one viewport height of
 * the visible area: heavy client-only widgets use it to load their code when a reader
 * is about to see them rather than on page load.
 */
export function useNearViewport(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near]);
  return near;
}
