// What both bet-entry variants share (docs/lottery.md, "Bet entry"): the live round, the bet-type
// and helper choice, stakes per type, the slip being built with its warnings, the summary, the
// confirmation and the placed slip. A variant only brings its way of typing numbers: the keypad
// (v1) or the grid and pasted text (v2); both hand their bets to `addBets`. The slip is kept in the
// browser per member and round (hooks/use-draft.ts) and the round's limited numbers head the page.
import { type LimitItem, lazyWithRetry, sessionBus, useLanguage, useMessages, useObservable, useStickyBar, useUserData } from '@tanghuay/shared-auth';
import { Alert, App, Button } from 'antd';
import { type ReactNode, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useLottoStyles } from '../../components/lotto-styles.ts';
import { LoadError, Loading } from '../../components/page-state.tsx';
import { Money } from '../../components/money.tsx';
import { NumberSetsButton } from '../../components/number-sets-button.tsx';
import { BET_TYPE_LABELS, type BetType, DIGITS } from '@tanghuay/lottery-rules';
import type { BetVariant } from '../../lib/round.ts';
import type { Slip } from '../../lib/slip.ts';
import type { RoundWithTerms } from './api/get-round.ts';
import { BetTypePicker, type Digits, groupsOffered } from './components/bet-type-picker.tsx';
import { useBetStyles } from './components/bet-styles.ts';
import { DraftList } from './components/draft-list.tsx';
import { HelperPicker } from './components/helper-picker.tsx';
import { LimitsPanel } from './components/limits-panel.tsx';
import { RoundHeader } from './components/round-header.tsx';
import { StakeInputs } from './components/stake-inputs.tsx';
import { type BetRound, useBetRound } from './hooks/use-bet-round.ts';
import { useDraft } from './hooks/use-draft.ts';
import { messages } from './messages.ts';
import { type Bet, betsFor, type Skipped } from './model/draft.ts';
import type { HelperMode } from './model/expand.ts';
import { parseBaht, toBaht } from './model/money.ts';
import { summarize } from './model/pricing.ts';
import { skipReasonText } from './model/problem-text.ts';

/** What a variant's number entry gets from the frame. */
export interface EntryContext {
  round: RoundWithTerms;
  digits: Digits;
  types: BetType[];
  mode: HelperMode;
  /** The stakes typed per chosen type, satang (missing: none or unreadable). */
  stakes: Partial<Record<BetType, number>>;
  /** Puts bets on the slip (closed numbers refused) and says what could not be added. */
  addBets(bets: Bet[], skipped: Skipped[]): void;
  /** Bets each number on every chosen type at its stake; false (and a message) when a type or stake is missing. */
  addNumbers(numbers: string[]): boolean;
  /** The stake of each chosen type, for the entry to place where its members type them. */
  stakeInputs: ReactNode;
}

// The summary before confirm and the placed slip are chunks of their own: the first screen needs
// neither. Both are fetched once the slip has a line, before the member asks for them.
const loadSummary = () => import(/* webpackChunkName: "bet-summary" */ './components/slip-summary.tsx');
const loadPlaced = () => import(/* webpackChunkName: "placed-slip" */ './components/placed-slip.tsx');
const SlipSummary = lazyWithRetry(() => loadSummary().then((chunk) => chunk.SlipSummary));
const PlacedSlip = lazyWithRetry(() => loadPlaced().then((chunk) => chunk.PlacedSlip));

const closedLimit = (limits: LimitItem[], bet: Bet) => limits.some((limit) => limit.kind === 'closed' && limit.type === bet.type && limit.number === bet.number);

function useEntryChoices(round: RoundWithTerms | undefined) {
  const groups = useMemo(() => (round ? groupsOffered(round.betTypes) : []), [round]);
  const [chosenDigits, setDigits] = useState<Digits | null>(null);
  const digits = chosenDigits ?? groups[0] ?? 3;
  const [selected, setSelected] = useState<BetType[] | null>(null);
  const offeredInGroup = round?.betTypes.filter((terms) => DIGITS[terms.code] === digits).map((terms) => terms.code) ?? [];
  // Until the member chooses, the first type of the group is chosen.
  const types = (selected ?? offeredInGroup.slice(0, 1)).filter((type) => offeredInGroup.includes(type));
  const [mode, setMode] = useState<HelperMode>('plain');
  const [stakeText, setStakeText] = useState<Partial<Record<BetType, string>>>({});
  const stakes = useMemo(() => {
    const parsed: Partial<Record<BetType, number>> = {};
    for (const type of types) {
      const satang = parseBaht(stakeText[type] ?? '');
      if (satang !== null) parsed[type] = satang;
    }
    return parsed;
  }, [types, stakeText]);
  return {
    digits,
    setDigits: (next: Digits) => {
      setDigits(next);
      setSelected(null);
      setMode('plain');
    },
    types,
    setSelected,
    mode,
    setMode,
    stakeText,
    setStake: (type: BetType, value: string) => setStakeText((current) => ({ ...current, [type]: value })),
    stakes,
  };
}

function ClosedBanner({ live }: { live: BetRound }) {
  const text = useMessages(messages);
  if (live.status === 'open' || live.status === undefined) return null;
  const upcoming = live.status === 'upcoming';
  return (
    <Alert
      type={upcoming ? 'info' : 'error'}
      showIcon
      role="alert"
      data-testid="round-closed"
      title={upcoming ? text.notOpenBanner : text.closedBanner}
      description={upcoming ? undefined : text.closedHint}
      action={<Link to="/tanghuay-round" className="lotto-link">{text.otherRounds}</Link>}
    />
  );
}

/** The bar at the foot of the screen: how many lines and what they cost, and the way to review them. */
function BetBar({ count, charged, onReview }: { count: number; charged: number; onReview: () => void }) {
  const text = useMessages(messages);
  useStickyBar();
  return (
    <div className="bet-bar">
      <span>
        <span className="lotto-muted">{text.items(count)} · {text.toPay} </span>
        <strong data-testid="bar-charged">
          <Money baht={toBaht(charged)} />
        </strong>
      </span>
      <Button type="primary" size="large" disabled={count === 0} onClick={onReview}>
        {text.review}
      </Button>
    </div>
  );
}

export function BetEntryFrame({ variant, entry }: { variant: BetVariant; entry: (context: EntryContext) => ReactNode }) {
  useLottoStyles();
  useBetStyles();
  const text = useMessages(messages);
  const language = useLanguage();
  const { message } = App.useApp();
  const { roundId = '' } = useParams();
  const live = useBetRound(roundId);
  const { round } = live;
  const draft = useDraft(useUserData()?.userID ?? null, roundId);
  const choices = useEntryChoices(round);
  const wallet = useObservable(sessionBus.balance$, sessionBus.balance$.value);
  const balance = useObservable(sessionBus.displayBalance$, null);
  const [placed, setPlaced] = useState<Slip | null>(null);
  const [reviewing, setReviewing] = useState(false);
  const [notAdded, setNotAdded] = useState<string[]>([]);

  const summary = useMemo(
    () => summarize(draft.items, { betTypes: round?.betTypes ?? [], limits: live.limits }, wallet.discount),
    [draft.items, round, live.limits, wallet.discount],
  );
  const open = live.status === 'open';
  const { add } = draft;
  const hasLines = summary.items.length > 0;
  useEffect(() => {
    if (!hasLines) return;
    // Failures are left to the lazy components, which try again and then say so.
    loadSummary().catch(() => undefined);
    loadPlaced().catch(() => undefined);
  }, [hasLines]);

  const addBets = useCallback(
    (bets: Bet[], skipped: Skipped[]) => {
      const closed = bets.filter((bet) => closedLimit(live.limits, bet));
      const accepted = bets.filter((bet) => !closedLimit(live.limits, bet));
      add(accepted);
      const label = (type: BetType) => BET_TYPE_LABELS[type][language];
      setNotAdded([
        ...closed.map((bet) => text.closedNumber(bet.number, label(bet.type))),
        ...skipped.map((skip) => `${label(skip.type)} ${skip.number}: ${skipReasonText(skip.reason, language)}`),
      ]);
      if (accepted.length > 0) void message.success(text.added(accepted.length));
      else void message.warning(text.nothingAdded);
    },
    [add, live.limits, language, message, text],
  );

  const addNumbers = (numbers: string[]): boolean => {
    if (choices.types.length === 0) {
      void message.warning(text.chooseType);
      return false;
    }
    if (choices.types.some((type) => choices.stakes[type] === undefined)) {
      void message.warning(text.enterStake);
      return false;
    }
    const { bets, skipped } = betsFor(choices.types, numbers, choices.stakes);
    addBets(bets, skipped);
    return true;
  };

  if (!round) {
    return (
      <div className="lotto-page">{live.error ? <LoadError error={live.error} onRetry={live.reload} /> : <Loading rows={10} />}</div>
    );
  }

  if (placed) {
    return (
      <div className="lotto-page bet-entry">
        <Suspense fallback={<Loading rows={6} />}>
          <PlacedSlip slip={placed} onBetAgain={() => setPlaced(null)} />
        </Suspense>
      </div>
    );
  }

  return (
    <div className="lotto-page bet-entry" data-remote="lotto" data-variant={variant}>
      <RoundHeader round={round} live={live} variant={variant} limits={<LimitsPanel limits={live.limits} />} />
      <ClosedBanner live={live} />
      {draft.restored > 0 && <Alert type="info" showIcon title={text.restored(draft.restored)} data-testid="draft-restored" />}
      <div className="bet-entry__columns">
        <section className="bet-card">
          <BetTypePicker
            betTypes={round.betTypes}
            digits={choices.digits}
            onDigits={choices.setDigits}
            selected={choices.types}
            onSelected={choices.setSelected}
          />
          <HelperPicker digits={choices.digits} mode={choices.mode} onMode={choices.setMode} />
          {entry({
            round,
            digits: choices.digits,
            types: choices.types,
            mode: choices.mode,
            stakes: choices.stakes,
            addBets,
            addNumbers,
            stakeInputs: <StakeInputs types={choices.types} terms={round.betTypes} values={choices.stakeText} onChange={choices.setStake} />,
          })}
          {notAdded.length > 0 && (
            <Alert type="warning" showIcon title={text.notAdded} description={<ul className="bet-warnings">{notAdded.map((line) => <li key={line}>{line}</li>)}</ul>} data-testid="not-added" />
          )}
        </section>
        <aside className="bet-entry__slip" aria-label={text.draft}>
          <NumberSetsButton offered={round.betTypes.map((terms) => terms.code)} slip={draft.items} onLoad={(bets) => addBets(bets, [])} />
          <DraftList summary={summary} onRemove={draft.remove} onClear={draft.clear} />
          <BetBar
            count={summary.items.length}
            charged={summary.charged}
            onReview={() => setReviewing(true)}
          />
        </aside>
      </div>
      {hasLines && (
        <Suspense fallback={null}>
          <SlipSummary
            open={reviewing}
            roundId={round.id}
            summary={summary}
            balance={balance}
            canConfirm={open}
            closedMessage={open ? null : text.closedBanner}
            onPlaced={(slip) => {
              draft.clear();
              setReviewing(false);
              setPlaced(slip);
            }}
            onClose={() => setReviewing(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
