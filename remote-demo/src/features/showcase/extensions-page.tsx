// /components/extensions: small behaviours built from plain HTML and the shared components: a
// sortable list, copy to the clipboard, a countdown and a star rating.
import { useMessages } from '@tanghuay/shared-auth';
import { App, Button, Card, Flex, Input, Segmented, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { messages } from './messages.ts';
import { formatClock, moveItem } from './showcase-model.ts';
import { CardGrid } from '../../components/card-grid.tsx';
import { ShowcasePage } from './showcase-page.tsx';

export function ExtensionsPage() {
  const t = useMessages(messages).extensions;
  return (
    <ShowcasePage title={t.title}>
      <CardGrid min={300}>
        <SortableList />
        <CopyToClipboard />
        <Countdown />
        <StarRating />
      </CardGrid>
    </ShowcasePage>
  );
}

function SortableList() {
  const t = useMessages(messages).extensions;
  // Positions into t.items, so the order survives a change of language.
  const [order, setOrder] = useState(() => t.items.map((_, index) => index));
  const [dragged, setDragged] = useState<number>();
  const move = (from: number, to: number) => setOrder((current) => moveItem(current, from, to));
  return (
    <Card title={t.sortable} size="small">
      <Typography.Paragraph type="secondary">{t.sortableHint}</Typography.Paragraph>
      <ol aria-label={t.sortable} style={{ margin: 0, padding: 0, listStyle: 'none' }}>
        {order.map((item, position) => {
          const label = t.items[item] ?? '';
          return (
            <li
              key={item}
              draggable
              onDragStart={() => setDragged(position)}
              onDragOver={(event) => event.preventDefault()}
              onDrop={() => {
                if (dragged !== undefined) move(dragged, position);
                setDragged(undefined);
              }}
              style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '6px 8px', marginBottom: 6, cursor: 'grab', border: '1px solid rgba(128,128,128,0.3)', borderRadius: 6, opacity: dragged === position ? 0.5 : 1 }}
            >
              <span aria-hidden>⠿</span>
              <span style={{ flex: 1 }}>{label}</span>
              <Button size="small" aria-label={t.moveUp(label)} disabled={position === 0} onClick={() => move(position, position - 1)}>
                ↑
              </Button>
              <Button size="small" aria-label={t.moveDown(label)} disabled={position === order.length - 1} onClick={() => move(position, position + 1)}>
                ↓
              </Button>
            </li>
          );
        })}
      </ol>
    </Card>
  );
}

function CopyToClipboard() {
  const t = useMessages(messages).extensions;
  const { message } = App.useApp();
  const copy = () => {
    // The clipboard is missing on pages not served over HTTPS, and may be refused.
    const written = navigator.clipboard?.writeText(t.copyText) ?? Promise.reject(new Error('no clipboard'));
    written.then(
      () => void message.success(t.copied),
      () => void message.warning(t.copyManually),
    );
  };
  return (
    <Card title={t.clipboard} size="small">
      <Flex gap={8}>
        <Input readOnly value={t.copyText} aria-label={t.clipboard} />
        <Button type="primary" onClick={copy}>
          {t.copy}
        </Button>
      </Flex>
    </Card>
  );
}

const DURATIONS = [10, 30, 60];

function Countdown() {
  const t = useMessages(messages).extensions;
  const [duration, setDuration] = useState(30);
  const [left, setLeft] = useState(30);
  const [running, setRunning] = useState(false);
  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => setLeft((seconds) => Math.max(0, seconds - 1)), 1000);
    return () => clearInterval(timer);
  }, [running]);
  if (running && left === 0) setRunning(false);
  const reset = (seconds: number) => {
    setDuration(seconds);
    setLeft(seconds);
    setRunning(false);
  };
  return (
    <Card title={t.timer} size="small">
      <Segmented<number> aria-label={t.timer} value={duration} onChange={reset} options={DURATIONS.map((one) => ({ value: one, label: t.seconds(one) }))} />
      <Typography.Title level={2} role="timer" style={{ fontVariantNumeric: 'tabular-nums', margin: '12px 0' }}>
        {formatClock(left)}
      </Typography.Title>
      {left === 0 && <Typography.Paragraph type="danger">{t.timeUp}</Typography.Paragraph>}
      <Flex wrap gap={8}>
        <Button type="primary" disabled={left === 0} onClick={() => setRunning(!running)}>
          {running ? t.pause : t.start}
        </Button>
        <Button onClick={() => reset(duration)}>{t.reset}</Button>
      </Flex>
    </Card>
  );
}

function StarRating() {
  const t = useMessages(messages).extensions;
  const [rating, setRating] = useState(0);
  return (
    <Card title={t.rating} size="small">
      <Flex gap={4} role="group" aria-label={t.rating}>
        {[1, 2, 3, 4, 5].map((stars) => (
          <Button key={stars} type="text" aria-label={t.stars(stars)} aria-pressed={rating === stars} onClick={() => setRating(stars)} style={{ fontSize: 24, color: '#faad14' }}>
            {stars <= rating ? '★' : '☆'}
          </Button>
        ))}
      </Flex>
      <Typography.Paragraph style={{ marginTop: 8 }}>{rating ? t.rated(rating) : t.notRated}</Typography.Paragraph>
    </Card>
  );
}
