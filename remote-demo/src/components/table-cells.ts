// The cells of the demo apps' plain tables (a table in a scrolling box is lighter than antd's Table
// on a first visit, docs/lottery.md "Page weight").
export const cell = { padding: '8px', borderBottom: '1px solid rgba(128,128,128,0.2)', textAlign: 'left' } as const;
export const amountCell = { ...cell, textAlign: 'right', whiteSpace: 'nowrap' } as const;
