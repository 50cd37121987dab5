import { fireEvent, render, screen } from '@testing-library/react';
import { PricingPage } from './pricing-page.tsx';

const prices = () => screen.getAllByTestId('price').map((price) => price.textContent);

describe('the pricing page', () => {
  it('shows the monthly prices, then the yearly ones with each year’s total', async () => {
    render(<PricingPage />);
    await screen.findByRole('group', { name: 'Standard' });
    expect(prices()).toEqual(['ฟรี', '$49 /เดือน', '$99 /เดือน']);

    fireEvent.click(screen.getByText('รายปี'));
    expect(prices()).toEqual(['ฟรี', '$40 /เดือน', '$80 /เดือน']);
    expect(screen.getAllByTestId('yearly-total').map((total) => total.textContent)).toEqual([
      '$0 ต่อปี',
      '$480 ต่อปีประหยัด 18%',
      '$960 ต่อปีประหยัด 19%',
    ]);
  });
});
