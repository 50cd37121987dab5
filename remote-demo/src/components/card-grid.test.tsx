import { render, screen } from '@testing-library/react';
import { CardGrid, GridCard } from './card-grid.tsx';

describe('CardGrid', () => {
  it('lays its cards in columns of at least 260 px (the whole width when narrower) that wrap, each a region under its heading', () => {
    const { container } = render(
      <CardGrid>
        <GridCard title="One">first</GridCard>
        <GridCard title="Two">second</GridCard>
      </CardGrid>,
    );
    const grid = container.firstElementChild as HTMLElement;
    expect(grid.style.display).toBe('grid');
    expect(grid.style.gridTemplateColumns).toBe('repeat(auto-fit, minmax(min(100%, 260px), 1fr))');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['One', 'Two']);
    expect(screen.getByRole('region', { name: 'Two' }).textContent).toContain('second');
  });

  it('takes a wider least column when asked', () => {
    const { container } = render(<CardGrid min={320}>only</CardGrid>);
    expect((container.firstElementChild as HTMLElement).style.gridTemplateColumns).toBe('repeat(auto-fit, minmax(min(100%, 320px), 1fr))');
  });
});
