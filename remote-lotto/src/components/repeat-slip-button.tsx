// แทงซ้ำ on a slip's page (docs/lottery.md, "เลขชุด and แทงซ้ำ"): the slip's items go to bet entry of
// the open round of the same lottery (the one closing soonest), onto the slip there, where they go
// through the same checks and the member confirms. With no open round, it says so.
import { api, errorMessage, useLanguage, useMessages } from '@tanghuay/shared-auth';
import { Alert, Button } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { getRounds } from '../lib/get-rounds.ts';
import { repeatState } from '../lib/number-sets.ts';
import { betPath, useBetVariant } from '../lib/round.ts';
import type { Slip } from '../lib/slip.ts';
import { numberSetMessages } from './number-sets-messages.ts';

export function RepeatSlipButton({ slip }: { slip: Slip }) {
  const text = useMessages(numberSetMessages);
  const language = useLanguage();
  const variant = useBetVariant();
  const navigate = useNavigate();
  const [finding, setFinding] = useState(false);
  const [note, setNote] = useState<string | null>(null);

  const repeat = async () => {
    setFinding(true);
    setNote(null);
    try {
      const { lottoCode } = await api.get('/lotto/rounds/{roundId}', { path: { roundId: slip.roundId } });
      const { rounds } = await getRounds({ lotto: lottoCode, status: 'open' });
      const [soonest] = rounds.toSorted((a, b) => a.closesAt.localeCompare(b.closesAt));
      if (soonest) void navigate(betPath(soonest, variant), { state: repeatState(slip.items) });
      else setNote(text.noOpenRound(slip.lottoName));
    } catch (error) {
      setNote(errorMessage(error, language));
    } finally {
      setFinding(false);
    }
  };

  return (
    <>
      <Button title={text.repeatHint} loading={finding} onClick={() => void repeat()}>
        {text.repeat}
      </Button>
      {note && <Alert type="warning" showIcon role="alert" title={note} data-testid="repeat-note" style={{ flexBasis: '100%' }} />}
    </>
  );
}
