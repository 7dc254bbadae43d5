/**
 * Fields side by side where there is room and one under the other on a phone: `columns` is the
 * grid's template from the small breakpoint up ('1fr 1fr', '1fr auto').
 */
export function fieldColumns(columns: string) {
  return { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: columns } } as const;
}
