// /tanghuay-online/number-sets: the member's เลขชุด (docs/lottery.md, "เลขชุด and แทงซ้ำ"), each
// with its items, to rename or delete; they are used from bet entry's "เลขชุด" button.
import { errorMessage, useLanguage, useMessages } from '@tanghuay/shared-auth';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Input, Modal } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { LottoPage } from '../../components/lotto-page.tsx';
import { useNumberSetStyles } from '../../components/number-set-styles.ts';
import { NumberSetSummary } from '../../components/number-set-summary.tsx';
import { numberSetMessages } from '../../components/number-sets-messages.ts';
import { Empty, LoadError, Loading } from '../../components/page-state.tsx';
import { deleteNumberSet, getNumberSets, NUMBER_SETS_KEY, type NumberSet, renameNumberSet } from '../../lib/number-sets.ts';
import { useApi } from '../../lib/use-api.ts';
import { useSubmission } from '../../lib/use-submission.ts';

function RenameForm({ set, onDone }: { set: NumberSet; onDone: () => void }) {
  const text = useMessages(numberSetMessages);
  const language = useLanguage();
  const { message } = App.useApp();
  const queries = useQueryClient();
  const [name, setName] = useState(set.name);
  const renaming = useSubmission(renameNumberSet);
  const save = async () => {
    const renamed = await renaming.submit(set.id, name);
    if (!renamed) return;
    void message.success(text.renamed(renamed.name));
    await queries.invalidateQueries({ queryKey: NUMBER_SETS_KEY });
    onDone();
  };
  return (
    <form
      className="number-set-save"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <div className="number-set-save__row">
        <Input
          size="large"
          aria-label={text.name}
          value={name}
          maxLength={100}
          autoFocus
          onChange={(event) => {
            setName(event.target.value);
            renaming.clearError();
          }}
        />
        <Button htmlType="submit" type="primary" size="large" loading={renaming.sending}>
          {text.saveName}
        </Button>
        <Button size="large" onClick={onDone}>
          {text.cancel}
        </Button>
      </div>
      {renaming.error ? <Alert type="error" showIcon role="alert" title={errorMessage(renaming.error, language)} /> : null}
    </form>
  );
}

function NumberSetRow({ set }: { set: NumberSet }) {
  const text = useMessages(numberSetMessages);
  const language = useLanguage();
  const { message } = App.useApp();
  const queries = useQueryClient();
  const [renaming, setRenaming] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const removing = useSubmission(deleteNumberSet);
  const remove = async () => {
    if ((await removing.submit(set.id)) === null) return;
    setConfirming(false);
    void message.success(text.removed(set.name));
    await queries.invalidateQueries({ queryKey: NUMBER_SETS_KEY });
  };
  return (
    <li className="number-set" data-testid="number-set">
      {renaming ? (
        <div style={{ flex: '1 1 100%' }}>
          <RenameForm set={set} onDone={() => setRenaming(false)} />
        </div>
      ) : (
        <>
          <NumberSetSummary set={set} />
          <div className="number-set__actions">
            <Button size="large" aria-label={text.renameNamed(set.name)} onClick={() => setRenaming(true)}>
              {text.rename}
            </Button>
            <Button size="large" danger aria-label={text.removeNamed(set.name)} onClick={() => setConfirming(true)}>
              {text.remove}
            </Button>
          </div>
        </>
      )}
      <Modal
        open={confirming}
        title={text.removeConfirm(set.name)}
        onCancel={() => setConfirming(false)}
        footer={[
          <Button key="cancel" size="large" onClick={() => setConfirming(false)}>
            {text.cancel}
          </Button>,
          <Button key="remove" size="large" danger type="primary" loading={removing.sending} onClick={() => void remove()}>
            {text.remove}
          </Button>,
        ]}
      >
        {removing.error ? <Alert type="error" showIcon role="alert" title={errorMessage(removing.error, language)} /> : null}
      </Modal>
    </li>
  );
}

export function NumberSetsPage() {
  useNumberSetStyles();
  const text = useMessages(numberSetMessages);
  const sets = useApi(NUMBER_SETS_KEY, getNumberSets);
  const answer = sets.data;
  return (
    <LottoPage title={text.pageTitle} beside={answer && <span className="lotto-muted">{text.limits(answer.sets.length, answer.limits.maxSets)}</span>}>
      <p className="lotto-muted" style={{ margin: 0 }}>
        {text.pageHint}
      </p>
      {!answer ? (
        sets.error ? <LoadError error={sets.error} onRetry={sets.reload} /> : <Loading rows={4} />
      ) : answer.sets.length === 0 ? (
        <Empty title={text.none}>
          <p className="lotto-muted">{text.noneHint}</p>
          <Link to="/tanghuay-round" className="lotto-link">{text.toRounds}</Link>
        </Empty>
      ) : (
        <ul className="number-set-list">
          {answer.sets.map((set) => (
            <NumberSetRow key={set.id} set={set} />
          ))}
        </ul>
      )}
    </LottoPage>
  );
}
