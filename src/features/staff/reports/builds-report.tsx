import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { useState } from 'react';
import { staffCopy } from '@/content/staff/staff-copy';
import { type BuildVital, type LostTapsRow } from '@/shared/analytics/reports';
import { vitalNames, type VitalName } from '@/shared/analytics/measures';
import { nameBuilds, type BuildName } from './build-names';
import { categoryAxis, ChartFigure, chartProps } from './chart-figure';
import { FiguresTable, type FiguresColumn } from './figures-table';
import { describeThresholds, describeVital, formatCount, formatVital } from './report-format';
import { ReportSection } from './report-section';
import { SecondLine } from './second-line';
import { VitalValue } from './vital-value';
import { keepsValue } from '../ui/field-value';

const copy = staffCopy.reports.builds;
const metricLabels = staffCopy.reports.metrics;

/** The builds that measured one metric, oldest deploy first (one without a date before all). */
export function buildSeries(builds: readonly BuildVital[], metric: VitalName): BuildVital[] {
  return builds
    .filter((build) => build.metric === metric)
    .sort((a, b) => (a.firstSeen ?? '').localeCompare(b.firstSeen ?? ''));
}

/** The oldest, the newest and the slowest build in one sentence. */
function describeBuilds(
  series: readonly BuildVital[],
  metric: VitalName,
  names: ReadonlyMap<string, BuildName>,
): string {
  const first = series[0];
  const last = series[series.length - 1];
  if (!first || !last) return copy.none;
  if (series.length === 1) {
    return `${copy.summaryOne(
      metricLabels[metric],
      `${formatVital(metric, first.p75)} (${describeVital(metric, first.p75).ratingText})`,
      names.get(first.build)?.name ?? first.build,
    )} ${describeThresholds(metric)}`;
  }
  const worst = series.reduce((slowest, build) => (build.p75 > slowest.p75 ? build : slowest));
  return `${copy.summary(
    metricLabels[metric],
    `${formatVital(metric, first.p75)} (${describeVital(metric, first.p75).ratingText})`,
    `${formatVital(metric, last.p75)} (${describeVital(metric, last.p75).ratingText})`,
    formatVital(metric, worst.p75),
    names.get(worst.build)?.name ?? worst.build,
  )} ${describeThresholds(metric)}`;
}

/** Lost taps added up per build, every page and screen together. */
function lostByBuild(lostTaps: readonly LostTapsRow[]): ReadonlyMap<string, number> {
  const lost = new Map<string, number>();
  for (const row of lostTaps) lost.set(row.build, (lost.get(row.build) ?? 0) + row.lost);
  return lost;
}

/** A build by name, with the id it carries under it for whoever deploys. */
function BuildCell({ build, name }: { build: BuildVital; name: string }) {
  return (
    <span>
      {/* Room for the date on two lines ("Build of Aug 28," and "2026, 5:07 PM CDT"), not five. */}
      <Box component="span" sx={{ display: 'block', minWidth: '18ch' }}>
        {build.firstSeen === null ? name : <time dateTime={build.firstSeen}>{name}</time>}
      </Box>
      {name !== copy.undated(build.build) && <SecondLine>{copy.buildId(build.build)}</SecondLine>}
    </span>
  );
}

const columns = (
  metric: VitalName,
  lost: ReadonlyMap<string, number>,
  names: ReadonlyMap<string, BuildName>,
): FiguresColumn<BuildVital>[] => [
  {
    key: 'build',
    header: copy.build,
    cell: (row) => <BuildCell build={row} name={names.get(row.build)?.name ?? row.build} />,
  },
  {
    key: 'p75',
    header: copy.p75,
    cell: (row) => <VitalValue metric={metric} value={row.p75} />,
  },
  { key: 'samples', header: copy.samples, numeric: true, cell: (row) => formatCount(row.samples) },
  {
    key: 'lost-taps',
    header: copy.lostTaps,
    numeric: true,
    cell: (row) => formatCount(lost.get(row.build) ?? 0),
  },
];

/**
 * p75 of a chosen measure per build, in deploy order, so that a slower deploy shows as a step;
 * beside it, the presses each build never acted on, so that a deploy that loses taps shows too.
 */
export function BuildsReport({
  builds,
  lostTaps,
  timeZone,
}: {
  builds: readonly BuildVital[];
  lostTaps: readonly LostTapsRow[];
  /** The company's, in which a build's moment is told. */
  timeZone: string | undefined;
}) {
  const [metric, setMetric] = useState<VitalName>('LCP');
  const theme = useTheme();
  const { palette } = theme.vars ?? theme;
  const series = buildSeries(builds, metric);
  const names = nameBuilds(builds, timeZone);
  const summary = describeBuilds(series, metric, names);
  return (
    <ReportSection id="reports-builds" heading={copy.heading} lead={copy.lead} level={3}>
      <TextField
        select
        id="reports-build-metric"
        label={copy.metric}
        value={metric}
        onChange={keepsValue((value) => {
          setMetric(vitalNames.find((name) => name === value) ?? 'LCP');
        })}
        sx={{ width: { xs: '100%', sm: 360 } }}
      >
        {vitalNames.map((name) => (
          <MenuItem key={name} value={name}>
            {staffCopy.reports.metricNames[name]}
          </MenuItem>
        ))}
      </TextField>
      {series.length === 0 ? (
        <Typography color="text.secondary">{copy.none}</Typography>
      ) : (
        <ChartFigure
          summary={summary}
          chart={
            <LineChart
              {...chartProps}
              xAxis={categoryAxis(
                'point',
                series.map((build) => build.build),
                (build, context) =>
                  context.location === 'tooltip'
                    ? (names.get(build)?.name ?? build)
                    : (names.get(build)?.short ?? build),
              )}
              yAxis={[{ valueFormatter: (value: number) => formatVital(metric, value) }]}
              series={[
                {
                  id: metric,
                  label: `${metricLabels[metric]} p75`,
                  data: series.map((build) => build.p75),
                  color: palette.primary.main,
                  // Centred steps: each build is a level around its own mark, and a change
                  // shows as a step between two deploys.
                  curve: 'step',
                  showMark: true,
                  valueFormatter: (value: number | null) =>
                    value === null ? '' : formatVital(metric, value),
                },
              ]}
              grid={{ horizontal: true }}
            />
          }
          table={
            <FiguresTable
              caption={`${copy.heading}: ${metricLabels[metric]}`}
              columns={columns(metric, lostByBuild(lostTaps), names)}
              rows={series}
              rowKey={(row) => row.build}
            />
          }
        />
      )}
    </ReportSection>
  );
}
