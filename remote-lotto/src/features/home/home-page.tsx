// /tanghuay-home: where a member lands. The balance with top-up and withdraw, the open rounds
// closing soonest (one tap to bet, live countdowns), today's win/lose and the latest results, and
// shortcuts to the rest. Each block reads its own call and shows as soon as it has it: the page
// never waits for the slowest.
import { sessionBus, useLanguage, useMessages, useObservable } from '@tanghuay/shared-auth';
import { Card, Skeleton } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { Link } from 'react-router-dom';
import { Countdown } from '../../components/countdown.tsx';
import { Figures } from '../../components/figures.tsx';
import { LottoPage } from '../../components/lotto-page.tsx';
import { Money } from '../../components/money.tsx';
import { LoadError } from '../../components/page-state.tsx';
import { bangkokDay, formatDay, formatTime } from '../../lib/dates.ts';
import { getResults } from '../../lib/get-results.ts';
import { getRounds } from '../../lib/get-rounds.ts';
import { getWinLose } from '../../lib/get-winlose.ts';
import { betPath, closingSoonest, useBetVariant } from '../../lib/round.ts';
import { serverOffset } from '../../lib/server-clock.ts';
import { useApi } from '../../lib/use-api.ts';
import { useHomeStyles } from './home-styles.ts';
import { latestResults } from './model/home.ts';

const ROUNDS_SHOWN = 4;
const RESULTS_SHOWN = 3;

const messages = {
  th: {
    title: 'หน้าแรก',
    balance: 'ยอดเงินคงเหลือ',
    deposit: 'ฝากเงิน',
    withdraw: 'ถอนเงิน',
    closingSoon: 'ใกล้ปิดรับ',
    allRounds: 'ดูทุกหวย',
    noOpenRound: 'ขณะนี้ไม่มีรอบที่เปิดรับแทง',
    closesIn: 'ปิดรับใน',
    draw: 'งวด',
    day: 'วัน',
    today: 'ได้เสียวันนี้',
    winlose: 'ดูสรุปได้เสีย',
    charged: 'ยอดที่ชำระ',
    pending: 'รอผล',
    payout: 'เงินรางวัล',
    net: 'ได้/เสียสุทธิ',
    results: 'ผลรางวัลล่าสุด',
    allResults: 'ดูผลรางวัล',
    noResults: 'ยังไม่มีผลรางวัลของวันนี้',
    top3: '3 ตัวบน',
    bottom2: '2 ตัวล่าง',
    shortcuts: 'ทางลัด',
    slips: 'โพยของฉัน',
    placeBet: 'แทงหวย',
    history: 'ประวัติการเงิน',
    account: 'บัญชีของฉัน',
  },
  en: {
    title: 'Home',
    balance: 'Balance',
    deposit: 'Top up',
    withdraw: 'Withdraw',
    closingSoon: 'Closing soon',
    allRounds: 'All lotteries',
    noOpenRound: 'No round is open right now',
    closesIn: 'Closes in',
    draw: 'Draw',
    day: 'd',
    today: 'Today',
    winlose: 'Win / lose',
    charged: 'Charged',
    pending: 'Awaiting result',
    payout: 'Winnings',
    net: 'Net',
    results: 'Latest results',
    allResults: 'All results',
    noResults: 'No results yet today',
    top3: 'Top 3',
    bottom2: 'Bottom 2',
    shortcuts: 'Shortcuts',
    slips: 'My slips',
    placeBet: 'Place a bet',
    history: 'Money history',
    account: 'My account',
  },
};

/** A block of the page: its heading, a link to the full page, and what it shows. */
function Block({ title, link, children }: { title: string; link?: { to: string; label: string }; children: ReactNode }) {
  return (
    <Card size="small" title={<h2 className="home-block__title">{title}</h2>} extra={link && <Link to={link.to} className="lotto-link">{link.label}</Link>}>
      {children}
    </Card>
  );
}

function Wallet() {
  const text = useMessages(messages);
  const balance = useObservable(sessionBus.displayBalance$, null);
  return (
    <Card size="small">
      <div className="home-wallet">
        <div>
          <div className="lotto-muted">{text.balance}</div>
          {/* The same height before and after the balance arrives: nothing below moves. */}
          <div className="home-wallet__amount" data-testid="home-balance">
            {balance === null ? <Skeleton.Input active size="small" /> : <Money baht={balance} />}
          </div>
        </div>
        <div className="home-wallet__actions">
          <Link className="lotto-action lotto-action--primary" to="/tanghuay-deposit">
            {text.deposit}
          </Link>
          <Link className="lotto-action" to="/tanghuay-withdraw">
            {text.withdraw}
          </Link>
        </div>
      </div>
    </Card>
  );
}

async function loadOpenRounds(signal: AbortSignal) {
  const answer = await getRounds({}, signal);
  return { rounds: closingSoonest(answer.rounds, ROUNDS_SHOWN), offset: serverOffset(answer.serverTime, Date.now()) };
}

function ClosingSoon() {
  const text = useMessages(messages);
  const language = useLanguage();
  const variant = useBetVariant();
  const open = useApi(['/lotto/rounds', 'closing soonest'], loadOpenRounds);
  const { reload } = open;
  useEffect(() => {
    const subscription = sessionBus.roundStatus$.subscribe(() => reload());
    return () => subscription.unsubscribe();
  }, [reload]);

  let body: ReactNode;
  if (open.data) {
    body =
      open.data.rounds.length === 0 ? (
        <p className="lotto-muted home-none">{text.noOpenRound}</p>
      ) : (
        <div className="lotto-tiles home-tiles">
          {open.data.rounds.map((round) => (
            <Link key={round.id} className="lotto-tile" to={betPath(round, variant)} data-round-id={round.id}>
              <span className="lotto-tile__name">{round.lottoName}</span>
              <span className="lotto-muted">
                {text.draw} {formatDay(round.closeDate, language)}
              </span>
              <span className="lotto-tile__row">
                <span className="lotto-muted">{text.closesIn}</span>
                <Countdown until={round.closesAt} offset={open.data?.offset ?? 0} dayWord={text.day} />
              </span>
            </Link>
          ))}
        </div>
      );
  } else if (open.error) body = <LoadError error={open.error} onRetry={reload} />;
  else body = <Skeleton active title={false} paragraph={{ rows: 2 }} />;
  return (
    <Block title={text.closingSoon} link={{ to: '/tanghuay-round', label: text.allRounds }}>
      {body}
    </Block>
  );
}

function TodayWinLose({ today }: { today: string }) {
  const text = useMessages(messages);
  const report = useApi(['/lotto/winlose', today], (signal) => getWinLose({ from: today, to: today }, signal));
  let body: ReactNode;
  if (report.data) {
    const { totals } = report.data;
    body = (
      <Figures
        items={[
          { label: text.charged, value: <Money baht={totals.charged} /> },
          { label: text.pending, value: <Money baht={totals.pendingCharged} /> },
          { label: text.payout, value: <Money baht={totals.payout} /> },
          { label: text.net, value: <Money baht={totals.net} signed /> },
        ]}
      />
    );
  } else if (report.error) body = <LoadError error={report.error} onRetry={report.reload} />;
  else body = <Skeleton active title={false} paragraph={{ rows: 1 }} />;
  return (
    <Block title={text.today} link={{ to: '/tanghuay-online/winlose', label: text.winlose }}>
      {body}
    </Block>
  );
}

function LatestResults({ today }: { today: string }) {
  const text = useMessages(messages);
  const language = useLanguage();
  const answer = useApi(['/lotto/results', today], (signal) => getResults({ date: today }, signal));
  let body: ReactNode;
  if (answer.data) {
    const shown = latestResults(answer.data.results, RESULTS_SHOWN);
    body =
      shown.length === 0 ? (
        <p className="lotto-muted home-none">{text.noResults}</p>
      ) : (
        <ul className="home-results">
          {shown.map((result) => (
            <li key={result.roundId} className="home-results__line">
              <span>
                <span className="home-results__name">{result.lottoName}</span>
                <span className="lotto-muted">
                  {formatDay(result.closeDate, language)} {formatTime(result.closesAt, language)}
                </span>
              </span>
              <span className="home-results__numbers">
                <span>
                  <span className="lotto-muted">{text.top3}</span> <span className="lotto-digits">{result.top3}</span>
                </span>
                <span>
                  <span className="lotto-muted">{text.bottom2}</span> <span className="lotto-digits">{result.bottom2}</span>
                </span>
              </span>
            </li>
          ))}
        </ul>
      );
  } else if (answer.error) body = <LoadError error={answer.error} onRetry={answer.reload} />;
  else body = <Skeleton active title={false} paragraph={{ rows: 2 }} />;
  return (
    <Block title={text.results} link={{ to: '/tanghuay-online/result', label: text.allResults }}>
      {body}
    </Block>
  );
}

function Shortcuts() {
  const text = useMessages(messages);
  const links = [
    { to: '/tanghuay-round', label: text.placeBet },
    { to: '/tanghuay-online/list', label: text.slips },
    { to: '/tanghuay-online/result', label: text.allResults },
    { to: '/tanghuay-online/winlose', label: text.winlose },
    { to: '/tanghuay-account/transactions', label: text.history },
    { to: '/tanghuay-account', label: text.account },
  ];
  return (
    <nav aria-label={text.shortcuts} className="home-shortcuts">
      {links.map((link) => (
        <Link key={link.to} className="lotto-action" to={link.to}>
          {link.label}
        </Link>
      ))}
    </nav>
  );
}

export function HomePage() {
  useHomeStyles();
  const text = useMessages(messages);
  const today = bangkokDay(new Date());
  return (
    <LottoPage title={text.title}>
      <Wallet />
      <ClosingSoon />
      <TodayWinLose today={today} />
      <LatestResults today={today} />
      <Shortcuts />
    </LottoPage>
  );
}
