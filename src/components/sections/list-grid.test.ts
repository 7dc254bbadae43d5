import { describe, expect, it } from 'vitest';
import { gridLayout } from './list-grid';

describe('list grid: no lone cell beside a hole', () => {
  it('keeps a plain grid when every row is full', () => {
    expect(gridLayout(6, { xs: 1, sm: 2, md: 3 })).toEqual({
      gridTemplateColumns: {
        xs: 'repeat(1, minmax(0, 1fr))',
        sm: 'repeat(2, minmax(0, 1fr))',
        md: 'repeat(3, minmax(0, 1fr))',
      },
      '& > li': { gridColumnEnd: { xs: 'auto', sm: 'auto', md: 'auto' } },
    });
  });

  it('centres five items in three columns as three and two', () => {
    const layout = gridLayout(5, { xs: 1, md: 3 });
    expect(layout.gridTemplateColumns.md).toBe('repeat(6, minmax(0, 1fr))');
    expect(layout['& > li'].gridColumnEnd.md).toBe('span 2');
    // The fourth item starts on the second of six tracks: one track free on either side.
    expect(layout).toHaveProperty(['& > li:nth-of-type(4)', 'gridColumnStart'], {
      xs: 'auto',
      sm: 'auto',
      md: 2,
    });
  });

  it('centres the last item of an odd list in two columns, and each short row at its own width', () => {
    const layout = gridLayout(5, { xs: 1, sm: 2, md: 3 });
    expect(layout).toHaveProperty(['& > li:nth-of-type(5)', 'gridColumnStart'], {
      xs: 'auto',
      sm: 2,
      md: 'auto',
    });
    expect(layout).toHaveProperty(['& > li:nth-of-type(4)', 'gridColumnStart'], {
      xs: 'auto',
      sm: 'auto',
      md: 2,
    });
    expect(layout.gridTemplateColumns.xs).toBe('repeat(1, minmax(0, 1fr))');
  });

  it('centres nine tiles in two columns and leaves them plain in three', () => {
    const layout = gridLayout(9, { xs: 1, sm: 2, md: 3 });
    expect(layout.gridTemplateColumns).toEqual({
      xs: 'repeat(1, minmax(0, 1fr))',
      sm: 'repeat(4, minmax(0, 1fr))',
      md: 'repeat(3, minmax(0, 1fr))',
    });
    expect(layout).toHaveProperty(['& > li:nth-of-type(9)', 'gridColumnStart'], {
      xs: 'auto',
      sm: 2,
      md: 'auto',
    });
  });
});
