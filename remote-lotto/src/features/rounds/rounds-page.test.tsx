import { render, screen } from '@testing-library/react';
import { RoundsPage } from './rounds-page.tsx';

describe('RoundsPage', () => {
  it('shows the round-selection heading in Thai', () => {
    render(<RoundsPage />);
    expect(screen.getByRole('heading', { name: 'เลือกรอบแทงหวย' })).toBeTruthy();
  });
});
