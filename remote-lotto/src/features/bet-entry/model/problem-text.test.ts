import type { Language } from '@tanghuay/shared-auth';
import type { SkipReason } from './draft.ts';
import type { PasteReason } from './paste.ts';
import type { ItemProblem } from './pricing.ts';
import { pasteReasonText, problemText, skipReasonText } from './problem-text.ts';

describe('problemText', () => {
  it.each<[ItemProblem, string, string]>([
    [{ kind: 'not_offered' }, 'รอบนี้ไม่รับแทงประเภทนี้', 'Not offered in this round'],
    [{ kind: 'invalid', reason: 'shape' }, 'จำนวนหลักไม่ตรงกับประเภท', 'Wrong number of digits for this bet type'],
    [{ kind: 'invalid', reason: 'triple_tod' }, '3 ตัวโต๊ดไม่รับเลขตอง', '3 tod does not take triples'],
    [{ kind: 'closed' }, 'เลขปิดรับ', 'Number closed'],
    [{ kind: 'below_min', min: 100 }, 'ขั้นต่ำ 1 บาท', 'Minimum 1 baht'],
    [{ kind: 'below_min', min: 50 }, 'ขั้นต่ำ 0.50 บาท', 'Minimum 0.50 baht'],
    [
      { kind: 'above_max', max: 200_000, total: 250_050 },
      'เกิน 2,000 บาทต่อเลข (ในโพยนี้ 2,500.50 บาท)',
      'Above 2,000 baht per number (2,500.50 baht on this slip)',
    ],
    [{ kind: 'reduced', payPercent: 50 }, 'จ่ายลดเหลือ 50%', 'Pays 50% of the rate'],
    [{ kind: 'capped', cap: 500_000 }, 'เลขอั้น รับรวมทุกคนไม่เกิน 5,000 บาท', 'Capped at 5,000 baht from all members'],
    [
      { kind: 'capped', cap: 500_000, remaining: 120_050 },
      'เลขอั้น รับรวมทุกคนไม่เกิน 5,000 บาท (เหลือ 1,200.50 บาท)',
      'Capped at 5,000 baht from all members (1,200.50 baht left)',
    ],
  ])('%j', (problem, th, en) => {
    expect(problemText(problem, 'th')).toBe(th);
    expect(problemText(problem, 'en')).toBe(en);
  });
});

describe('pasteReasonText and skipReasonText', () => {
  const pasteReasons: PasteReason[] = ['no_number', 'bad_number', 'bad_amount', 'too_many_amounts', 'not_offered', 'no_amount', 'triple_tod'];
  const skipReasons: SkipReason[] = ['shape', 'triple_tod', 'no_stake'];
  const languages: Language[] = ['th', 'en'];

  it('says every reason in every language, each differently', () => {
    for (const language of languages) {
      const pasted = pasteReasons.map((reason) => pasteReasonText(reason, language));
      const skipped = skipReasons.map((reason) => skipReasonText(reason, language));
      expect(new Set(pasted).size).toBe(pasteReasons.length);
      expect(new Set(skipped).size).toBe(skipReasons.length);
      for (const words of [...pasted, ...skipped]) expect(words).not.toBe('');
    }
  });

  it('says a triple for 3 tod the same way wherever it is found', () => {
    expect(pasteReasonText('triple_tod', 'th')).toBe('3 ตัวโต๊ดไม่รับเลขตอง');
    expect(skipReasonText('triple_tod', 'th')).toBe(problemText({ kind: 'invalid', reason: 'triple_tod' }, 'th'));
    expect(skipReasonText('no_stake', 'th')).toBe('ยังไม่ได้ใส่ราคา');
    expect(pasteReasonText('no_amount', 'en')).toBe('No amount (write =amount, or set one in the form)');
  });
});
