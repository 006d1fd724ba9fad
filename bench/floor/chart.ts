/**
 * What every floor page does once it has its data: draw a chart of the explorer's weight on a 2× canvas (12
 * axes, 1,100 segments of varying width and opacity, as the explorer's density on 12 × 10), then stamp the time.
 */
export interface FloorData {
  issues: Array<{ name: string; options: Array<{ name: string; user: number; opponent: number }> }>;
}

/** Starts the data's request at once (as the app's early loads do). */
export function loadData(): Promise<FloorData> {
  return fetch('/data.json').then((response) => response.json() as Promise<FloorData>);
}

export function drawChart(canvas: HTMLCanvasElement, data: FloorData): void {
  const width = 822;
  const height = 500;
  canvas.style.width = `${width}px`;
  canvas.style.height = `${height}px`;
  canvas.width = width * 2;
  canvas.height = height * 2;
  const ctx = canvas.getContext('2d')!;
  ctx.setTransform(2, 0, 0, 2, 0, 0);
  const axes = data.issues.length;
  const x = (a: number) => 40 + (a * (width - 80)) / Math.max(1, axes - 1);
  const y = (points: number) => height - 20 - (points / 260) * (height - 80);
  ctx.strokeStyle = '#1677ff';
  for (let a = 0; a + 1 < axes; a++) {
    for (const from of data.issues[a]!.options) {
      for (const to of data.issues[a + 1]!.options) {
        const share = ((from.user * 7 + to.user * 13) % 100) / 100;
        ctx.beginPath();
        ctx.moveTo(x(a), y(from.user));
        ctx.lineTo(x(a + 1), y(to.user));
        ctx.globalAlpha = 0.12 + 0.5 * share;
        ctx.lineWidth = 0.75 + 5 * share;
        ctx.stroke();
      }
    }
  }
  ctx.globalAlpha = 1;
  ctx.fillStyle = '#333';
  ctx.font = '11px system-ui, sans-serif';
  data.issues.forEach((issue, a) => {
    ctx.fillText(issue.name, x(a) - 20, 20);
    for (const option of issue.options) ctx.fillText(option.name, x(a) + 4, y(option.user));
  });
  (window as unknown as { __painted: number }).__painted = performance.now();
}
