import { render, screen } from '@testing-library/react';
import { CARD_GRID_COLUMNS, CardGrid, GridCard } from './card-grid.tsx';

describe('CardGrid', () => {
  it('lays its cards in columns of at least 260 px (the whole width when narrower) that wrap, each under its heading', () => {
    const { container } = render(
      <CardGrid>
        <GridCard title="One">first</GridCard>
        <GridCard title="Two">second</GridCard>
      </CardGrid>,
    );
    const grid = container.firstElementChild as HTMLElement;
    expect(grid.style.display).toBe('grid');
    expect(grid.style.gridTemplateColumns).toBe(CARD_GRID_COLUMNS);
    expect(grid.children).toHaveLength(2);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['One', 'Two']);
  });
});
