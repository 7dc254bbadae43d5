import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { staffCopy } from '@/content/staff/staff-copy';
import type { DailyPoint } from '@/shared/analytics/reports';
import { categoryAxis, ChartFigure, chartProps } from './chart-figure';
import { FiguresTable, type FiguresColumn } from './figures-table';
import { describeSeries, formatCount, formatDay, formatShortDay } from './report-format';
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

/** Visitors and page views per day, as lines. */
export function TrafficChart({ daily }: { daily: readonly DailyPoint[] }) {
  const colors = useSeriesColors();
  const labels = copy.traffic;
  const summary = [
    describeSeries(daily, 'visitors', labels.visitors),
    describeSeries(daily, 'views', labels.views),
  ].join(' ');
  return (
    <ReportSection id="reports-traffic" heading={labels.heading}>
      <ChartFigure
        summary={summary}
        chart={
          <LineChart
            {...chartProps}
            xAxis={categoryAxis(
              'point',
              daily.map((point) => point.date),
              formatShortDay,
            )}
            series={[
              {
                id: 'visitors',
                label: labels.visitors,
                data: daily.map((point) => point.visitors),
                color: colors.first,
                showMark: false,
              },
              {
                id: 'views',
                label: labels.views,
                data: daily.map((point) => point.views),
                color: colors.second,
                showMark: false,
              },
            ]}
            grid={{ horizontal: true }}
          />
        }
        table={
          <FiguresTable
            caption={labels.heading}
            columns={dailyColumns([
              { key: 'visitors', header: labels.visitors },
              { key: 'views', header: labels.views },
            ])}
            rows={daily}
            rowKey={(row) => row.date}
          />
        }
      />
    </ReportSection>
  );
}

/** Leads and applications per day, as bars: a few a day read better as bars than as a line. */
export function ConversionsChart({ daily }: { daily: readonly DailyPoint[] }) {
  const colors = useSeriesColors();
  const labels = copy.conversions;
  const summary = [
    describeSeries(daily, 'leads', labels.leads),
    describeSeries(daily, 'applications', labels.applications),
  ].join(' ');
  return (
    <ReportSection id="reports-conversions" heading={labels.heading}>
      <ChartFigure
        summary={summary}
        chart={
          <BarChart
            {...chartProps}
            xAxis={categoryAxis(
              'band',
              daily.map((point) => point.date),
              formatShortDay,
            )}
            yAxis={[{ tickMinStep: 1 }]}
            series={[
              {
                id: 'leads',
                label: labels.leads,
                data: daily.map((point) => point.leads),
                color: colors.first,
                stack: 'conversions',
              },
              {
                id: 'applications',
                label: labels.applications,
                data: daily.map((point) => point.applications),
                color: colors.second,
                stack: 'conversions',
              },
            ]}
            grid={{ horizontal: true }}
          />
        }
        table={
          <FiguresTable
            caption={labels.heading}
            columns={dailyColumns([
              { key: 'leads', header: labels.leads },
              { key: 'applications', header: labels.applications },
            ])}
            rows={daily}
            rowKey={(row) => row.date}
          />
        }
      />
    </ReportSection>
  );
}
