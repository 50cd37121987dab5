// เลขชุด in bet entry (docs/lottery.md, "เลขชุด and แทงซ้ำ"): a button opening the member's saved
// sets (number-sets-sheet.tsx, fetched on the first tap: bet entry's first visit carries none of it)
// and the items แทงซ้ำ carried here from a slip's page, put on the slip. Items of a bet type the
// round does not offer are left out, with a note that stays until closed.
import { lazyWithRetry, useLanguage, useMessages } from '@tanghuay/shared-auth';
import { BET_TYPE_LABELS, type BetType } from '@tanghuay/lottery-rules';
import { Alert, Button, Modal } from 'antd';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { betsForRound, carriedItems, type LoadedBet, type SavedItem } from '../lib/number-sets.ts';
import { useNumberSetStyles } from './number-set-styles.ts';
import { numberSetMessages } from './number-sets-messages.ts';
import { Loading } from './page-state.tsx';

const NumberSetsSheet = lazyWithRetry(() =>
  import(/* webpackChunkName: "number-sets-sheet" */ './number-sets-sheet.tsx').then((sheet) => sheet.NumberSetsSheet),
);

interface Props {
  /** The bet types the round offers. */
  offered: BetType[];
  /** The slip being built: stakes in satang. */
  slip: readonly LoadedBet[];
  /** Puts bets on the slip. */
  onLoad(bets: LoadedBet[]): void;
}

export function NumberSetsButton({ offered, slip, onLoad }: Props) {
  useNumberSetStyles();
  const text = useMessages(numberSetMessages);
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const [leftOut, setLeftOut] = useState<SavedItem[]>([]);
  const location = useLocation();
  const navigate = useNavigate();

  const load = (items: readonly SavedItem[]) => {
    const loaded = betsForRound(items, offered);
    setLeftOut(loaded.leftOut);
    onLoad(loaded.bets);
  };

  // แทงซ้ำ: the items a slip's page carried here go on the slip once; the address keeps no state,
  // so a reload does not put them on again.
  const carried = useRef(false);
  useEffect(() => {
    const items = carriedItems(location.state);
    if (!items || carried.current) return;
    carried.current = true;
    load(items);
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  });

  return (
    <div className="number-sets-entry">
      <Button
        size="large"
        onClick={() => {
          setOpen(true);
          setOpened(true);
        }}
        data-testid="number-sets-open"
      >
        {text.open}
      </Button>
      {leftOut.length > 0 && (
        <Alert
          type="warning"
          showIcon
          closable={{ 'aria-label': text.close }}
          onClose={() => setLeftOut([])}
          data-testid="number-sets-left-out"
          title={text.leftOut(leftOut.length)}
          description={leftOut.map((item) => `${BET_TYPE_LABELS[item.type][language]} ${item.number}`).join(', ')}
        />
      )}
      {/* Mounted from the first tap on, so that it closes as a sheet does. */}
      {opened && (
        <Suspense
          fallback={
            <Modal open title={text.title} onCancel={() => setOpen(false)} footer={null} width={560}>
              <Loading rows={3} />
            </Modal>
          }
        >
          <NumberSetsSheet
            open={open}
            onClose={() => setOpen(false)}
            slip={slip}
            onUse={(set) => {
              setOpen(false);
              load(set.items);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
