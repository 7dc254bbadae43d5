import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { staffCopy } from '@/content/staff/staff-copy';
import type { DailyPoint } from '@/shared/analytics/reports';
import { categoryAxis, ChartFigure, chartProps } from './chart-figure';
import { FiguresTable, type FiguresColumn } from './figures-table';
import {
  describeSeries,
  formatCount,
  formatDay,
  formatShortDay,
  type DailyFigure,
} from './report-format';
import { ReportSection } from './report-section';

const copy = staffCopy.reports;

function dailyColumns(
  figures: readonly { key: Exclude<keyof DailyPoint, 'date'>; header: string }[],
): FiguresColumn<DailyPoint>[] {
  return [
    { key: 'date', header: copy.day, cell: (row) => formatDay(row.date) },
    ...figures.map(({ key, header }) => ({
      key,
      header,
      numeric: true,
      cell: (row: DailyPoint) => formatCount(row[key]),
    })),
  ];
}

/** The series colours: the theme's, so that both colour schemes and a restyle carry over. */
function useSeriesColors() {
  const theme = useTheme();
  const { palette } = theme.vars ?? theme;
  return { first: palette.primary.main, second: palette.secondary.main };
}

/**
 * The two daily charts: visitors and page views as lines; leads and applications as stacked
 * bars, as a few events a day read better as bars than as a line.
 */
const dailyCharts = {
  traffic: { figures: ['visitors', 'views'], shape: 'line' },
  conversions: { figures: ['leads', 'applications'], shape: 'bar' },
} as const satisfies Record<string, { figures: readonly DailyFigure[]; shape: 'line' | 'bar' }>;

interface DailyChartProps {
  kind: keyof typeof dailyCharts;
  daily: readonly DailyPoint[];
}

/** Two figures per day as a chart, with the same figures as a table for screen readers. */
export function DailyChart({ kind, daily }: DailyChartProps) {
  const colors = useSeriesColors();
  const { figures, shape } = dailyCharts[kind];
  const heading = copy.daily[kind];
  const label = (figure: DailyFigure) => copy.dailyFigures[figure];
  const summary = figures.map((figure) => describeSeries(daily, figure, label(figure))).join(' ');
  const series = figures.map((figure, index) => ({
    id: figure,
    label: label(figure),
    data: daily.map((point) => point[figure]),
    color: index === 0 ? colors.first : colors.second,
  }));
  const dates = daily.map((point) => point.date);
  return (
    <ReportSection id={`reports-${kind}`} heading={heading}>
      <ChartFigure
        summary={summary}
        chart={
          shape === 'line' ? (
            <LineChart
              {...chartProps}
              xAxis={categoryAxis('point', dates, formatShortDay)}
              series={series.map((line) => ({ ...line, showMark: false }))}
              grid={{ horizontal: true }}
            />
          ) : (
            <BarChart
              {...chartProps}
              xAxis={categoryAxis('band', dates, formatShortDay)}
              yAxis={[{ tickMinStep: 1 }]}
              series={series.map((bar) => ({ ...bar, stack: kind }))}
              grid={{ horizontal: true }}
            />
          )
        }
        table={
          <FiguresTable
            caption={heading}
            columns={dailyColumns(figures.map((key) => ({ key, header: label(key) })))}
            rows={daily}
            rowKey={(row) => row.date}
          />
        }
      />
    </ReportSection>
  );
}
