import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartDataset,
} from 'chart.js';
import { useEffect, useRef } from 'react';

Chart.register(BarController, BarElement, LineController, LineElement, PointElement, CategoryScale, LinearScale, Legend, Tooltip);

export interface Series {
  label: string;
  values: number[];
  color: string;
}

/** A Chart.js bar or line chart; the caption names what it shows for screen readers, the tables beside it hold the numbers. */
export function ChartCanvas({
  type,
  labels,
  series,
  stacked = false,
  caption,
  unit,
}: {
  type: 'bar' | 'line';
  labels: string[];
  series: Series[];
  stacked?: boolean;
  caption: string;
  unit?: string;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const datasets = series.map((entry): ChartDataset<'bar' | 'line', number[]> => ({
      label: entry.label,
      data: entry.values,
      backgroundColor: entry.color,
      borderColor: entry.color,
      borderWidth: type === 'line' ? 2 : 0,
      pointRadius: labels.length > 60 ? 0 : 2,
    }));
    const chart = new Chart(canvas, {
      type,
      data: { labels, datasets },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        interaction: { mode: 'index', intersect: false },
        locale: 'de-DE',
        plugins: {
          legend: { position: 'bottom', labels: { boxWidth: 12 } },
          tooltip: unit ? { callbacks: { label: (item) => `${item.dataset.label ?? ''}: ${item.formattedValue} ${unit}` } } : {},
        },
        scales: {
          x: { stacked, ticks: { maxRotation: 0, autoSkip: true, maxTicksLimit: 8 } },
          y: { stacked, beginAtZero: true, ticks: { precision: 0 } },
        },
      },
    });
    return () => chart.destroy();
  }, [type, labels, series, stacked, unit]);

  return (
    <figure className="admin-chart">
      <div className="admin-chart__canvas">
        <canvas ref={canvasRef} role="img" aria-label={caption} data-testid="admin-chart" />
      </div>
      <figcaption className="visually-hidden">{caption}</figcaption>
    </figure>
  );
}
