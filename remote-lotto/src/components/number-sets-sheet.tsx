// The sheet of เลขชุด in bet entry (docs/lottery.md, "เลขชุด and แทงซ้ำ"): the member's saved sets —
// one tap on "ใช้ชุดนี้" puts a set's items on the slip — and a form saving the slip being built as a
// new set. Its own chunk, fetched when the member first opens it (number-sets-button.tsx).
import { errorMessage, useLanguage, useMessages } from '@tanghuay/shared-auth';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Input, Modal } from 'antd';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { NUMBER_SETS_PATH } from '../lib/paths.ts';
import { getNumberSets, type LoadedBet, NUMBER_SETS_KEY, type NumberSet, type SavedItem, saveNumberSet } from '../lib/number-sets.ts';
import { useApi } from '../lib/use-api.ts';
import { useSubmission } from '../lib/use-submission.ts';
import { NumberSetSummary } from './number-set-summary.tsx';
import { numberSetMessages } from './number-sets-messages.ts';
import { Loading, LoadError } from './page-state.tsx';

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

interface SheetProps {
  open: boolean;
  onClose(): void;
  /** The slip being built: stakes in satang. */
  slip: readonly LoadedBet[];
  /** A set was chosen: its items go on the slip. */
  onUse(set: NumberSet): void;
}

export function NumberSetsSheet({ open, onClose, slip, onUse }: SheetProps) {
  const text = useMessages(numberSetMessages);
  return (
    <Modal open={open} title={text.title} onCancel={onClose} footer={null} width={560} className="number-sets-modal">
      <div className="number-sets-sheet">
        <NumberSetList onUse={onUse} />
        <SaveForm slip={slip} />
        <Link to={NUMBER_SETS_PATH} className="number-sets-sheet__manage">
          {text.manage}
        </Link>
      </div>
    </Modal>
  );
}
