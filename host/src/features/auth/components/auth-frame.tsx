// The one frame of the sign-in, registration and password pages. v1 ("basic"): a centred card.
// v2 ("cover"): on a screen of 768 px or more, a brand panel beside the form; on a phone, the form.
// Without the panel, the brand and one line of what the site is head the form (docs/lottery.md,
// "First minutes").
import { useMessages } from '@tanghuay/shared-auth';
import { Card, Grid, theme, Typography } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { messages } from '../messages.ts';

export type AuthVariant = 'v1' | 'v2';

interface AuthFrameProps {
  variant: AuthVariant;
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
}

/** Centred in the height the layout leaves (the single layout's content is a flex column). */
const page: CSSProperties = {
  flex: 1,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: '8px 16px 24px',
};

const FORM_WIDTH = 440;

export function AuthFrame({ variant, title, subtitle, children }: AuthFrameProps) {
  const wide = Grid.useBreakpoint().md === true;
  const { token } = theme.useToken();
  const content = (
    <>
      {(variant === 'v1' || !wide) && <BrandLine />}
      <header style={{ marginBottom: 24 }}>
        <Typography.Title level={1} style={{ fontSize: token.fontSizeHeading3, margin: 0 }}>
          {title}
        </Typography.Title>
        {subtitle && <Typography.Text type="secondary">{subtitle}</Typography.Text>}
      </header>
      {children}
    </>
  );

  if (variant === 'v1') {
    return (
      <div style={page}>
        <Card style={{ width: '100%', maxWidth: FORM_WIDTH }}>{content}</Card>
      </div>
    );
  }
  if (!wide) {
    return (
      <div style={page}>
        <div style={{ width: '100%', maxWidth: FORM_WIDTH }}>{content}</div>
      </div>
    );
  }
  return (
    <div style={page}>
      <div
        style={{
          display: 'flex',
          width: '100%',
          maxWidth: 1040,
          minHeight: 'min(640px, 80vh)',
          borderRadius: token.borderRadiusLG * 2,
          overflow: 'hidden',
          boxShadow: token.boxShadowSecondary,
          background: token.colorBgContainer,
        }}
      >
        <BrandPanel />
        <div style={{ flex: `0 0 ${FORM_WIDTH + 96}px`, padding: 48, alignSelf: 'center', boxSizing: 'border-box' }}>
          {content}
        </div>
      </div>
    </div>
  );
}

/** The brand and what the site is, in one line: what a visitor on a phone sees first. */
function BrandLine() {
  const t = useMessages(messages).brand;
  const { token } = theme.useToken();
  return (
    <div data-testid="brand-line" style={{ marginBottom: 16 }}>
      <Typography.Text strong style={{ display: 'block', fontSize: 22, color: token.colorPrimary, letterSpacing: 0.5 }}>
        {t.name}
      </Typography.Text>
      <Typography.Text type="secondary">{t.tagline}</Typography.Text>
    </div>
  );
}

/** The cover's illustration, in CSS only: a gradient of the brand colour with soft circles and three lottery balls. */
function BrandPanel() {
  const t = useMessages(messages).brand;
  const { token } = theme.useToken();
  return (
    <section
      style={{
        flex: '1 1 0',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        gap: 32,
        padding: 48,
        color: '#fff',
        background: [
          'radial-gradient(circle at 88% 12%, rgba(255,255,255,.16) 0 110px, transparent 111px)',
          'radial-gradient(circle at 8% 92%, rgba(255,255,255,.10) 0 170px, transparent 171px)',
          `linear-gradient(150deg, ${token.colorPrimaryActive} 0%, ${token.colorPrimary} 55%, ${token.colorPrimaryHover} 100%)`,
        ].join(', '),
      }}
    >
      <Typography.Text strong style={{ color: '#fff', fontSize: 20, letterSpacing: 1 }}>
        {t.name}
      </Typography.Text>
      <div>
        <div aria-hidden style={{ display: 'flex', gap: 12, marginBottom: 28 }}>
          {['8', '2', '5'].map((digit) => (
            <span
              key={digit}
              style={{
                display: 'grid',
                placeItems: 'center',
                width: 64,
                height: 64,
                borderRadius: '50%',
                fontSize: 30,
                fontWeight: 700,
                color: token.colorPrimaryActive,
                background: 'radial-gradient(circle at 30% 30%, #fff 0 30%, #f5c04a 100%)',
                boxShadow: '0 6px 16px rgba(0,0,0,.25)',
              }}
            >
              {digit}
            </span>
          ))}
        </div>
        <Typography.Title level={2} style={{ color: '#fff', fontSize: 40, lineHeight: 1.25, margin: 0 }}>
          {t.headline}
        </Typography.Title>
        <Typography.Paragraph style={{ color: 'rgba(255,255,255,.88)', fontSize: 16, marginTop: 16 }}>
          {t.text}
        </Typography.Paragraph>
      </div>
      <Typography.Text style={{ color: 'rgba(255,255,255,.75)' }}>{t.note}</Typography.Text>
    </section>
  );
}
