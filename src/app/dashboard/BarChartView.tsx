import { Bar, BarChart, Cell, XAxis, YAxis } from 'recharts';

export interface ChartBar { label: string; value: number }

/** Colours far apart in lightness, so bars stay apart in greyscale (blue-800, blue-300 with a dark outline). */
export const barColours = ['#1e40af', '#93c5fd'];

const compactMoney = (value: number) => value.toLocaleString('en-US', { style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 1 });

const percent = (value: number) => `${value} %`;

/** A bar chart of premiums, or of percentages (recharts, loaded with the dashboard and the reports only); its figure gives the text alternative and its table. */
export default function BarChartView({ bars, alternating = false, unit = 'money' }: { bars: ChartBar[]; alternating?: boolean; unit?: 'money' | 'percent' }) {
  return (
    <BarChart data={bars} responsive accessibilityLayer={false} style={{ width: '100%', height: 220 }} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
      <XAxis dataKey="label" tick={{ fontSize: 12, fill: '#334155' }} interval={0} angle={bars.length > 6 ? -30 : 0} textAnchor={bars.length > 6 ? 'end' : 'middle'} height={bars.length > 6 ? 50 : 30} />
      <YAxis tickFormatter={unit === 'money' ? compactMoney : percent} domain={unit === 'money' ? undefined : [0, 100]} tick={{ fontSize: 12, fill: '#334155' }} width={64} />
      <Bar dataKey="value" isAnimationActive={false} stroke="#1e293b">
        {bars.map((bar, i) => <Cell key={bar.label} fill={barColours[alternating ? i % 2 : 0]} />)}
      </Bar>
    </BarChart>
  );
}
