import { render, screen } from '@testing-library/react';
import { BarChart } from './bar-chart.tsx';
import { DonutChart } from './donut-chart.tsx';
import { LineChart } from './line-chart.tsx';

const ticksOf = (svg: Element) => [...svg.querySelectorAll('text[text-anchor="end"]')].map((text) => text.textContent);

describe('LineChart', () => {
  it('names the image with every value, draws a line per series with a legend, and ticks on round steps', () => {
    render(
      <LineChart
        label="Visits"
        xLabels={['Jan', 'Feb', 'Mar']}
        series={[
          { name: 'Visitors', values: [120, 340, 930] },
          { name: 'Sessions', values: [200, 400, 800] },
        ]}
      />,
    );
    const chart = screen.getByRole('img', { name: 'Visits. Visitors: Jan 120, Feb 340, Mar 930. Sessions: Jan 200, Feb 400, Mar 800' });
    expect(chart.querySelectorAll('path')).toHaveLength(2);
    expect(chart.querySelectorAll('circle')).toHaveLength(6);
    expect(ticksOf(chart)).toEqual(['0', '250', '500', '750', '1,000']);
    expect(screen.getByRole('list').textContent).toBe('VisitorsSessions');
    expect(chart.querySelector('circle title')?.textContent).toBe('Visitors, Jan: 120');
  });

  it('shows no legend for a single series and uses the tick format on the axis', () => {
    render(<LineChart label="Revenue" xLabels={['Q1', 'Q2']} series={[{ name: 'Revenue', values: [1500, 4000] }]} formatTick={(value) => `${value / 1000}k`} />);
    expect(screen.queryByRole('list')).toBeNull();
    expect(ticksOf(screen.getByRole('img'))).toEqual(['0k', '1k', '2k', '3k', '4k']);
  });
});

describe('BarChart', () => {
  it('draws a bar per entry, negative ones below the zero line, and names the image with every value', () => {
    render(
      <BarChart
        label="Net"
        data={[
          { label: 'Mon', value: 30 },
          { label: 'Tue', value: -10 },
          { label: 'Wed', value: 0 },
        ]}
        format={(value) => `${value} ฿`}
      />,
    );
    const chart = screen.getByRole('img', { name: 'Net. Mon 30 ฿, Tue -10 ฿, Wed 0 ฿' });
    const bars = [...chart.querySelectorAll('rect')];
    expect(bars.map((bar) => bar.querySelector('title')?.textContent)).toEqual(['Mon: 30 ฿', 'Tue: -10 ฿', 'Wed: 0 ฿']);
    expect(Number(bars[2]?.getAttribute('height'))).toBe(0);
    // The negative bar starts where the positive one ends: at the zero line.
    expect(bars[1]?.getAttribute('y')).toBe(String(Number(bars[0]?.getAttribute('y')) + Number(bars[0]?.getAttribute('height'))));
  });
});

describe('DonutChart', () => {
  it('draws a slice per share with its percent in the legend and the name, and the total in the middle', () => {
    render(
      <DonutChart
        label="Sources"
        totalLabel="visits"
        data={[
          { label: 'Direct', value: 1 },
          { label: 'Search', value: 1 },
          { label: 'Social', value: 1 },
        ]}
      />,
    );
    const chart = screen.getByRole('img', { name: 'Sources. Direct 1 (34%), Search 1 (33%), Social 1 (33%)' });
    expect(chart.querySelectorAll('path')).toHaveLength(3);
    expect([...chart.querySelectorAll('text')].map((text) => text.textContent)).toEqual(['3', 'visits']);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Direct1 (34%)', 'Search1 (33%)', 'Social1 (33%)']);
  });

  it('draws an empty ring when there is nothing to share', () => {
    render(<DonutChart label="Sources" data={[{ label: 'Direct', value: 0 }]} />);
    const chart = screen.getByRole('img', { name: 'Sources. Direct 0 (0%)' });
    expect(chart.querySelectorAll('path')).toHaveLength(0);
    expect(chart.querySelectorAll('circle')).toHaveLength(1);
  });
});
