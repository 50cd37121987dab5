// The scroll-to-top button (docs/architecture.md#host-and-remotes): shown once the page has
// scrolled more than 250 px, and never on a page with a bar of its own at the foot of the screen
// (useStickyBar), which it would cover.
import { useMessages } from '@tanghuay/shared-auth';
import { FloatButton } from 'antd';
import { useEffect, useState } from 'react';
import { ArrowUpIcon } from './icons.tsx';

export const SCROLL_TOP_THRESHOLD_PX = 250;

export const isPastScrollThreshold = (scrollY: number): boolean => scrollY > SCROLL_TOP_THRESHOLD_PX;

const messages = { th: { label: 'กลับขึ้นด้านบน' }, en: { label: 'Back to top' } };

export function ScrollToTop({ bottom = 24 }: { bottom?: number }) {
  const { label } = useMessages(messages);
  const [shown, setShown] = useState(() => isPastScrollThreshold(window.scrollY));

  useEffect(() => {
    const onScroll = () => setShown(isPastScrollThreshold(window.scrollY));
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  if (!shown) return null;
  return (
    <FloatButton
      aria-label={label}
      tooltip={label}
      icon={<ArrowUpIcon />}
      type="primary"
      className="scroll-to-top"
      style={{ insetInlineEnd: 16, bottom }}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    />
  );
}
