// เลขชุด in bet entry (docs/lottery.md, "เลขชุด and แทงซ้ำ"): a button opening the member's saved
// sets — one tap on "ใช้ชุดนี้" puts a set's items on the slip — and a form saving the slip being
// built as a new set. It also puts on the slip the items แทงซ้ำ carried here from a slip's page.
// Items of a bet type the round does not offer are left out, with a note that stays until closed.
import { errorMessage, useLanguage, useMessages } from '@tanghuay/shared-auth';
import { BET_TYPE_LABELS, type BetType } from '@tanghuay/lottery-rules';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Input, Modal } from 'antd';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { NUMBER_SETS_PATH } from '../lib/paths.ts';
import {
  betsForRound,
  carriedItems,
  getNumberSets,
  type LoadedBet,
  NUMBER_SETS_KEY,
  type NumberSet,
  type SavedItem,
  saveNumberSet,
} from '../lib/number-sets.ts';
import { useApi } from '../lib/use-api.ts';
import { useSubmission } from '../lib/use-submission.ts';
import { useNumberSetStyles } from './number-set-styles.ts';
import { NumberSetSummary } from './number-set-summary.tsx';
import { numberSetMessages } from './number-sets-messages.ts';
import { Loading, LoadError } from './page-state.tsx';

interface Props {
  /** The bet types the round offers. */
  offered: BetType[];
  /** The slip being built: stakes in satang. */
  slip: readonly LoadedBet[];
  /** Puts bets on the slip. */
  onLoad(bets: LoadedBet[]): void;
}

function NumberSetList({ onUse }: { onUse: (set: NumberSet) => void }) {
  const text = useMessages(numberSetMessages);
  const sets = useApi(NUMBER_SETS_KEY, getNumberSets);
  if (!sets.data) return sets.error ? <LoadError error={sets.error} onRetry={sets.reload} /> : <Loading rows={3} />;
  if (sets.data.sets.length === 0) {
    return (
      <div data-testid="number-sets-empty">
        <strong>{text.none}</strong>
        <p className="lotto-muted">{text.noneHint}</p>
      </div>
    );
  }
  return (
    <ul className="number-set-list" data-testid="number-sets">
      {sets.data.sets.map((set) => (
        <li key={set.id} className="number-set">
          <NumberSetSummary set={set} />
          <Button type="primary" size="large" aria-label={text.useNamed(set.name)} onClick={() => onUse(set)}>
            {text.use}
          </Button>
        </li>
      ))}
    </ul>
  );
}

function SaveForm({ slip }: { slip: readonly LoadedBet[] }) {
  const text = useMessages(numberSetMessages);
  const { message } = App.useApp();
  const queries = useQueryClient();
  const nameId = useId();
  const [name, setName] = useState('');
  const [blank, setBlank] = useState(false);
  const saving = useSubmission(saveNumberSet);
  const save = async () => {
    if (name.trim() === '') {
      setBlank(true);
      return;
    }
    const items: SavedItem[] = slip.map((bet) => ({ type: bet.type, number: bet.number, amount: bet.stake / 100 }));
    const saved = await saving.submit(name, items);
    if (!saved) return;
    setName('');
    void message.success(text.saved(saved.name));
    await queries.invalidateQueries({ queryKey: NUMBER_SETS_KEY });
  };
  return (
    <form
      className="number-set-save"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <label htmlFor={nameId}>
        <strong>{text.saveTitle}</strong>
      </label>
      {slip.length === 0 ? (
        <p className="lotto-muted">{text.slipEmpty}</p>
      ) : (
        <div className="number-set-save__row">
          <Input
            id={nameId}
            size="large"
            value={name}
            placeholder={text.namePlaceholder}
            maxLength={100}
            status={blank ? 'error' : undefined}
            onChange={(event) => {
              setName(event.target.value);
              setBlank(false);
              saving.clearError();
            }}
          />
          <Button htmlType="submit" size="large" loading={saving.sending}>
            {text.save}
          </Button>
        </div>
      )}
      {blank && <Alert type="error" showIcon title={text.nameRequired} />}
      {saving.error ? <SaveError error={saving.error} /> : null}
    </form>
  );
}

function SaveError({ error }: { error: unknown }) {
  const language = useLanguage();
  return <Alert type="error" showIcon title={errorMessage(error, language)} data-testid="number-set-save-error" />;
}

export function NumberSetsButton({ offered, slip, onLoad }: Props) {
  useNumberSetStyles();
  const text = useMessages(numberSetMessages);
  const language = useLanguage();
  const [open, setOpen] = useState(false);
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
      <Button size="large" onClick={() => setOpen(true)} data-testid="number-sets-open">
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
      <Modal open={open} title={text.title} onCancel={() => setOpen(false)} footer={null} width={560} className="number-sets-modal">
        <div className="number-sets-sheet">
          <NumberSetList
            onUse={(set) => {
              setOpen(false);
              load(set.items);
            }}
          />
          <SaveForm slip={slip} />
          <Link to={NUMBER_SETS_PATH} className="number-sets-sheet__manage">
            {text.manage}
          </Link>
        </div>
      </Modal>
    </div>
  );
}
