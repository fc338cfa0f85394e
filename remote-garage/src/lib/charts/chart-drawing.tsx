// The chart library's part of the charts, in a chunk of its own (lazy-chart.tsx): only a screen that
// shows a chart fetches it. Scales, stacks, lines and axes are visx's; this file maps the plain
// chart data (chart-types.ts) onto them in the product's colours.
import { AxisBottom, AxisLeft, type AxisScale } from '@visx/axis';
import { Group } from '@visx/group';
import { ParentSize } from '@visx/responsive';
import { scaleBand, scaleLinear, scaleOrdinal, scaleTime } from '@visx/scale';
import { BarStack, LinePath } from '@visx/shape';
import { color, font, fontSize } from '@vg/contract/design-tokens';
import { seriesColor } from './chart-colors';
import type { BarChartData, ChartData, LineChartData, LinePoint } from './chart-types';

const HEIGHT = 260;
const MARGIN = { top: 12, right: 16, bottom: 36, left: 72 };
// Fewer ticks on a phone, so the labels do not run into each other.
const ticksFor = (width: number) => (width < 480 ? 3 : 6);

const tickText = { fill: color.textMuted, fontSize: fontSize.xs, fontFamily: font.body } as const;
// Giving label props replaces visx's own, their placement included: each axis says its own again,
// so the value labels stand left of the axis (not over it) and the years under their ticks.
const leftTickLabel = () =>
  ({ ...tickText, textAnchor: 'end', dx: '-0.5em', dy: '0.33em' }) as const;
const bottomTickLabel = () => ({ ...tickText, textAnchor: 'middle', dy: '0.25em' }) as const;

interface DrawingProps {
  chart: ChartData;
  /** What the drawing shows, for assistive technology; the table holds the figures. */
  label: string;
}

/** The chart at its parent's width (a ResizeObserver through visx's ParentSize). */
export function ChartDrawing({ chart, label }: DrawingProps) {
  return (
    <ParentSize style={{ height: HEIGHT }} debounceTime={50}>
      {({ width }) =>
        width > 0 ? (
          <svg width={width} height={HEIGHT} role="img" aria-label={label}>
            {chart.kind === 'bars' ? (
              <Bars chart={chart} width={width} />
            ) : (
              <Lines chart={chart} width={width} />
            )}
          </svg>
        ) : null
      }
    </ParentSize>
  );
}

interface AxesProps {
  y: AxisScale<number>;
  x: AxisScale;
  innerHeight: number;
  formatValue: (value: number) => string;
  numTicks: number;
  /** A time axis gets as few ticks as the value axis; a band axis has one per group. */
  timeTicks?: boolean;
}

/** The value axis on the left and the groups or days under the plot, in the product's colours. */
function Axes({ y, x, innerHeight, formatValue, numTicks, timeTicks = false }: AxesProps) {
  return (
    <>
      <AxisLeft
        scale={y}
        numTicks={numTicks}
        tickFormat={(value) => formatValue(Number(value))}
        stroke={color.hairlineStrong}
        tickStroke={color.hairlineStrong}
        tickLabelProps={leftTickLabel}
      />
      <AxisBottom
        top={innerHeight}
        scale={x}
        {...(timeTicks ? { numTicks } : {})}
        stroke={color.hairlineStrong}
        tickStroke={color.hairlineStrong}
        tickLabelProps={bottomTickLabel}
      />
    </>
  );
}

type Row = { group: string } & Record<string, number | string>;

function Bars({ chart, width }: { chart: BarChartData; width: number }) {
  const innerWidth = Math.max(width - MARGIN.left - MARGIN.right, 0);
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const keys = chart.series.map((series) => series.key);
  const rows: Row[] = chart.groups.map((group, index) => {
    const row: Row = { group };
    for (const series of chart.series) row[series.key] = series.values[index] ?? 0;
    return row;
  });
  const highest = Math.max(
    0,
    ...chart.groups.map((_group, index) =>
      chart.series.reduce((sum, series) => sum + (series.values[index] ?? 0), 0),
    ),
  );
  const x = scaleBand<string>({ domain: chart.groups, range: [0, innerWidth], padding: 0.3 });
  const y = scaleLinear<number>({ domain: [0, highest || 1], range: [innerHeight, 0], nice: true });
  const colours = scaleOrdinal<string, string>({
    domain: keys,
    range: keys.map((_key, index) => seriesColor(index)),
  });
  return (
    <Group left={MARGIN.left} top={MARGIN.top} aria-hidden="true">
      <BarStack<Row, string>
        data={rows}
        keys={keys}
        x={(row) => row.group}
        xScale={x}
        yScale={y}
        color={colours}
      >
        {(stacks) =>
          stacks.map((stack) =>
            stack.bars.map((bar) => (
              <rect
                key={`${stack.key}-${bar.index}`}
                x={bar.x}
                y={bar.y}
                width={bar.width}
                height={Math.max(bar.height, 0)}
                fill={bar.color}
              />
            )),
          )
        }
      </BarStack>
      <Axes
        y={y}
        x={x}
        innerHeight={innerHeight}
        formatValue={chart.formatValue}
        numTicks={ticksFor(width)}
      />
    </Group>
  );
}

const HALF_YEAR_MS = 183 * 86_400_000;

const dayOf = (date: string) => new Date(`${date}T00:00:00Z`);

/** A running total holds its value until the next day something is added: a step, not a slope. */
const stepped = (points: LinePoint[]): LinePoint[] =>
  points.flatMap((point, index) => {
    const before = points[index - 1];
    return before ? [{ date: point.date, value: before.value }, point] : [point];
  });

function Lines({ chart, width }: { chart: LineChartData; width: number }) {
  const innerWidth = Math.max(width - MARGIN.left - MARGIN.right, 0);
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const points = chart.series.flatMap((series) => series.points);
  const times = points.map((point) => dayOf(point.date).getTime());
  const values = points.map((point) => point.value);
  const first = Math.min(...times);
  const last = Math.max(...times);
  const x = scaleTime<number>({
    // Half a year either side when every point is on the same day: the point sits in the middle of
    // a year, and the axis is told in months and years as the keeper counts time, not in hours.
    domain: first === last ? [first - HALF_YEAR_MS, last + HALF_YEAR_MS] : [first, last],
    range: [0, innerWidth],
  });
  const low = Math.min(0, ...values);
  const high = Math.max(...values, 1);
  const y = scaleLinear<number>({ domain: [low, high], range: [innerHeight, 0], nice: true });
  return (
    <Group left={MARGIN.left} top={MARGIN.top} aria-hidden="true">
      {chart.series.map((series, index) => (
        <Group key={series.key}>
          <LinePath
            data={series.step ? stepped(series.points) : series.points}
            x={(point) => x(dayOf(point.date))}
            y={(point) => y(point.value)}
            stroke={seriesColor(index)}
            strokeWidth={2.5}
            strokeDasharray={index % 2 === 1 ? '6 3' : undefined}
          />
          {series.points.map((point, pointIndex) => (
            <circle
              key={`${point.date}-${pointIndex}`}
              cx={x(dayOf(point.date))}
              cy={y(point.value)}
              r={3}
              fill={seriesColor(index)}
            />
          ))}
        </Group>
      ))}
      <Axes
        y={y}
        x={x}
        innerHeight={innerHeight}
        formatValue={chart.formatValue}
        numTicks={ticksFor(width)}
        timeTicks
      />
    </Group>
  );
}

export default ChartDrawing;
