// /components/overview: the shared overlay and input components, each with a control to try it.
import { useMessages } from '@tanghuay/shared-auth';
import { Button, Card, Checkbox, Drawer, Modal, Popover, Result, Segmented, Select, Skeleton, Switch, Typography } from 'antd';
import { useState } from 'react';
import { messages } from './messages.ts';
import { CardGrid } from '../../components/card-grid.tsx';
import { ShowcasePage } from './showcase-page.tsx';

const RESULTS = ['success', 'info', 'warning', 'error'] as const;
type ResultStatus = (typeof RESULTS)[number];

export function OverviewPage() {
  const t = useMessages(messages).overview;
  const [modalOpen, setModalOpen] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [view, setView] = useState(t.views[0] ?? '');
  const [notify, setNotify] = useState(true);
  const [fruit, setFruit] = useState<string>();
  const [agreed, setAgreed] = useState(false);
  const [loading, setLoading] = useState(true);
  const [result, setResult] = useState<ResultStatus>('success');

  return (
    <ShowcasePage title={t.title}>
      <CardGrid>
        <Card title="Modal" size="small">
          <Button type="primary" onClick={() => setModalOpen(true)}>{t.openModal}</Button>
          <Modal title={t.modalTitle} open={modalOpen} onOk={() => setModalOpen(false)} onCancel={() => setModalOpen(false)}>
            {t.modalText}
          </Modal>
        </Card>
        <Card title="Drawer" size="small">
          <Button onClick={() => setDrawerOpen(true)}>{t.openDrawer}</Button>
          <Drawer title={t.drawerTitle} open={drawerOpen} onClose={() => setDrawerOpen(false)}>
            {t.drawerText}
          </Drawer>
        </Card>
        <Card title="Popover" size="small">
          <Popover content={t.popoverText} trigger="click">
            <Button>{t.openPopover}</Button>
          </Popover>
        </Card>
        <Card title="Segmented" size="small">
          <Segmented aria-label={t.view} options={t.views} value={view} onChange={setView} />
          <Typography.Paragraph style={{ marginTop: 8 }}>{t.chosen(view)}</Typography.Paragraph>
        </Card>
        <Card title="Switch" size="small">
          <label>
            <Switch checked={notify} onChange={setNotify} /> {t.notifications}: {notify ? t.on : t.off}
          </label>
        </Card>
        <Card title="Select" size="small">
          <Select aria-label={t.fruit} placeholder={t.fruit} value={fruit} onChange={setFruit} options={t.fruits.map((one) => ({ value: one, label: one }))} style={{ width: '100%' }} />
          <Typography.Paragraph style={{ marginTop: 8 }}>{fruit ? t.chosen(fruit) : t.none}</Typography.Paragraph>
        </Card>
        <Card title="Checkbox" size="small">
          <Checkbox checked={agreed} onChange={(event) => setAgreed(event.target.checked)}>
            {t.agree}
          </Checkbox>
          <Typography.Paragraph style={{ marginTop: 8 }}>{agreed ? t.agreed : t.notAgreed}</Typography.Paragraph>
        </Card>
        <Card title="Skeleton" size="small">
          <label style={{ display: 'block', marginBottom: 8 }}>
            <Switch size="small" checked={loading} onChange={setLoading} /> {t.loadingContent}
          </label>
          <Skeleton active loading={loading} paragraph={{ rows: 2 }}>
            <Typography.Paragraph>{t.loadedContent}</Typography.Paragraph>
          </Skeleton>
        </Card>
      </CardGrid>
      <Card title="Result" size="small">
        <Segmented<ResultStatus> aria-label={t.result} value={result} onChange={setResult} options={RESULTS.map((one) => ({ value: one, label: t.results[one] }))} />
        <Result status={result} title={t.results[result]} subTitle={t.resultText} />
      </Card>
    </ShowcasePage>
  );
}
