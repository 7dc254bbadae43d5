import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import visuallyHidden from '@mui/utils/visuallyHidden';
import type { GridColDef, GridRenderCellParams } from '@mui/x-data-grid';
import { staffCopy } from '@/content/staff/staff-copy';
import type { JobPageName } from '@/shared/analytics/job-report';
import { restRow, type PageRow, type ReportTotals } from '@/shared/analytics/reports';
import { namePage, type FormFigure } from './page-names';
import { formatCount, formatPercent } from './report-format';
import { GridReport, narrowColumns } from './report-grid';
import { SecondLine, WithBreaks } from './second-line';

const copy = staffCopy.reports.pages;

/** A page of the report with its name, and for a form page all that was sent through it. */
interface NamedPageRow extends PageRow {
  name: string;
  kind?: string;
  address?: string;
  form?: FormFigure;
}

/** A count, or for the figure a form page receives that count with the words "sent here". */
function FormCount({ value, sent }: { value: number; sent: boolean }) {
  if (!sent) return formatCount(value);
  return (
    <span>
      <Box component="span" sx={{ display: 'block' }}>
        {formatCount(value)}
      </Box>
      <SecondLine>{copy.sentHere}</SecondLine>
    </span>
  );
}

const figure = (
  field: FormFigure,
  headerName: string,
  minWidth: number,
): GridColDef<NamedPageRow> => ({
  ...narrowColumns.count,
  minWidth,
  field,
  headerName,
  renderCell: ({ row }: GridRenderCellParams<NamedPageRow>) => (
    <FormCount value={row[field]} sent={row.form === field} />
  ),
});

/**
 * Name, visitors, leads and conversion first: on a phone they fill the screen, and the views and
 * applications follow to the right.
 */
const columns: GridColDef<NamedPageRow>[] = [
  {
    field: 'name',
    headerName: copy.page,
    ...narrowColumns.name,
    renderCell: ({ row }: GridRenderCellParams<NamedPageRow>) => (
      <span>
        <Typography component="span" variant="body2" sx={{ display: 'block' }}>
          {row.name}
        </Typography>
        {row.address !== undefined && (
          <SecondLine>
            <WithBreaks text={copy.address(row.address, row.kind)} />
          </SecondLine>
        )}
      </span>
    ),
  },
  { field: 'visitors', headerName: copy.visitors, ...narrowColumns.count },
  figure('leads', copy.leads, narrowColumns.shortCount.minWidth),
  {
    field: 'conversion',
    headerName: copy.conversion,
    ...narrowColumns.percent,
    // A form page sorts with the pages that convert nothing: it has no conversion of its own.
    valueGetter: (conversion: number, row) => (row.form === undefined ? conversion : -1),
    renderCell: ({ row }: GridRenderCellParams<NamedPageRow>) =>
      row.form === undefined ? (
        formatPercent(row.conversion)
      ) : (
        <Typography component="span" variant="caption" color="text.secondary">
          {copy.formPage}
          <Box component="span" sx={visuallyHidden}>
            {copy.formPageMeaning(row.form)}
          </Box>
        </Typography>
      ),
  },
  { field: 'views', headerName: copy.views, ...narrowColumns.shortCount },
  // "Applications" is the widest heading of all.
  figure('applications', copy.applications, 100),
];

/**
 * Each page by name. A form page's own figure is everything sent through its form (the range's
 * total): a lead counts for the pages seen before the form, never the form's own page, which
 * would otherwise read as a page that converts nothing.
 */
export function namePages(
  pages: readonly PageRow[],
  totals: ReportTotals,
  jobPages?: ReadonlyMap<string, string>,
): NamedPageRow[] {
  const named = pages.map((page) => {
    const named = namePage(page.path, jobPages);
    const row: NamedPageRow = { ...page, name: named.name };
    if (named.kind !== undefined) row.kind = named.kind;
    if (named.path !== undefined) row.address = named.path;
    if (named.form !== undefined) {
      row.form = named.form;
      // On a phone the figure it receives may be off to the right: its name says it too.
      row.kind = copy.formKind[named.form];
      row[named.form] = totals[named.form];
    }
    return row;
  });
  // Most visitors first, the row of all the rest last whatever its size.
  const rest = (row: PageRow) => (row.path === restRow ? 1 : 0);
  return named.sort((a, b) => rest(a) - rest(b) || b.visitors - a.visitors);
}

const grid = {
  id: 'reports-pages',
  copy,
  columns,
  getRowId: (row: NamedPageRow) => row.path,
};

/** The pages by visitors, with the leads and applications each helped bring. */
export function PagesReport({
  pages,
  totals,
  jobPages,
}: {
  pages: readonly PageRow[];
  totals: ReportTotals;
  jobPages: readonly JobPageName[];
}) {
  const jobNames = new Map(jobPages.map((page) => [page.path, page.title]));
  return <GridReport {...grid} rows={namePages(pages, totals, jobNames)} />;
}
