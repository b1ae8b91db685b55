import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  Tooltip,
  type ChartConfiguration,
} from 'chart.js';
import { useEffect, useRef } from 'react';
import styles from './reports.module.css';

// Only the parts the dashboard draws, so the chunk carries no other chart type.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip, Legend);

/** Colours that keep 3:1 against white and apart from one another (brand, accent, green, coral, violet). */
const palette = ['#0a3a78', '#c27c00', '#1f7a4d', '#9a3412', '#6b3fa0', '#0e7490', '#7a8599', '#b4236e'];

export interface Series {
  label: string;
  values: number[];
}

/**
 * A bar chart drawn by Chart.js. The canvas is an image for assistive technology that points to the
 * table that follows it: the table carries the same figures for screen readers and keyboard users.
 */
export function BarChart({
  labels,
  series,
  description,
  horizontal = false,
}: {
  labels: string[];
  series: Series[];
  /** What the chart shows, read out in place of the picture. */
  description: string;
  horizontal?: boolean;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const chart = useRef<Chart<'bar'> | null>(null);

  useEffect(() => {
    if (!canvas.current) return;
    const config: ChartConfiguration<'bar'> = {
      type: 'bar',
      data: { labels: [], datasets: [] },
      options: {
        indexAxis: horizontal ? 'y' : 'x',
        responsive: true,
        maintainAspectRatio: false,
        // No movement: figures appear at once (and prefers-reduced-motion needs no special case).
        animation: false,
        scales: {
          x: { ticks: { precision: 0, autoSkip: !horizontal } },
          y: { beginAtZero: true, ticks: { precision: 0 } },
        },
        plugins: { legend: { display: true, position: 'bottom' } },
      },
    };
    chart.current = new Chart(canvas.current, config);
    return () => {
      chart.current?.destroy();
      chart.current = null;
    };
  }, [horizontal]);

  useEffect(() => {
    const current = chart.current;
    if (!current) return;
    current.data.labels = labels.map((l) => (l.length > 28 ? `${l.slice(0, 27)}…` : l));
    current.data.datasets = series.map((s, i) => ({
      label: s.label,
      data: s.values,
      backgroundColor: palette[i % palette.length],
    }));
    current.update();
  }, [labels, series]);

  const height = horizontal ? Math.max(180, labels.length * series.length * 18 + 80) : 280;
  return (
    <div className={styles.chart} style={{ height }}>
      <canvas
        ref={canvas}
        role="img"
        aria-label={`${description}. Las cifras están en la tabla que sigue.`}
      />
    </div>
  );
}
