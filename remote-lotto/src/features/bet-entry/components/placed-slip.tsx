// The slip just placed: what the API answered (slip number, items, totals), a print button that
// prints only the slip, and the ways on ("แทงต่อ": the same round again). It takes the place of bet
// entry, which may have been scrolled far down a long slip: the page scrolls to the success message
// and the keyboard's focus moves to it. With "print slips automatically" (printListAuto) on, the
// slip prints by itself once shown.
import { sessionBus, useMessages, useObservable } from '@tanghuay/shared-auth';
import { Button, Card, Result } from 'antd';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { SlipReceipt } from '../../../components/slip-receipt.tsx';
import { slipPath } from '../../../lib/paths.ts';
import type { Slip } from '../../../lib/slip.ts';
import { messages } from '../messages.ts';

export function PlacedSlip({ slip, onBetAgain }: { slip: Slip; onBetAgain: () => void }) {
  const text = useMessages(messages);
  const printAuto = useObservable(sessionBus.printListAuto$, sessionBus.printListAuto$.value);
  const card = useRef<HTMLDivElement>(null);
  const title = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    card.current?.scrollIntoView({ block: 'start' });
    title.current?.focus({ preventScroll: true });
  }, [slip.id]);

  useEffect(() => {
    if (printAuto) window.print();
    // Once per slip shown, not again when the setting changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [slip.id]);

  return (
    <Card data-testid="placed-slip" ref={card} className="placed-slip">
      <Result
        status="success"
        title={
          <h1 className="lotto-page__title" ref={title} tabIndex={-1}>
            {text.placed}
          </h1>
        }
        subTitle={text.slipNo(slip.id)}
        extra={[
          <Button key="print" type="primary" onClick={() => window.print()}>
            {text.print}
          </Button>,
          <Button key="again" onClick={onBetAgain}>
            {text.betAgain}
          </Button>,
          <Link key="list" className="lotto-action" to={slipPath(slip.id)}>
            {text.mySlips}
          </Link>,
        ]}
        style={{ paddingInline: 0 }}
      />
      <SlipReceipt slip={slip} />
    </Card>
  );
}
