import type { PlotContext } from '../plot-draw';

/**
 * A canvas 2D context for jsdom (which has none): it draws nothing and counts what it was asked. `failOn` makes
 * that call throw, as a context that cannot draw would.
 */
export class ContextStandIn implements PlotContext {
  /** How many times each method was called. */
  readonly calls = new Map<string, number>();
  /** Every text drawn, in order. */
  readonly texts: string[] = [];
  /** Every text drawn with its alignment and x: "Walk-away 5 left 158". */
  readonly placedTexts: string[] = [];
  /** Every fill and stroke, in order: its colour and opacity. */
  readonly paints: string[] = [];
  /** Every dash pattern set, in order. */
  readonly dashes: number[][] = [];
  fillStyle: PlotContext['fillStyle'] = '#000';
  strokeStyle: PlotContext['strokeStyle'] = '#000';
  lineWidth = 1;
  globalAlpha = 1;
  font = '10px sans-serif';
  textAlign: CanvasTextAlign = 'start';
  textBaseline: CanvasTextBaseline = 'alphabetic';
  lineJoin: CanvasLineJoin = 'miter';

  constructor(private readonly failOn: string | null = null) {}

  private called(name: string) {
    this.calls.set(name, (this.calls.get(name) ?? 0) + 1);
    if (name === this.failOn) throw new Error(`${name} failed`);
  }

  /** One per drawing: each starts by clearing the canvas. */
  get draws(): number {
    return this.calls.get('clearRect') ?? 0;
  }

  setTransform() {
    this.called('setTransform');
  }
  clearRect() {
    this.called('clearRect');
  }
  beginPath() {
    this.called('beginPath');
  }
  moveTo() {
    this.called('moveTo');
  }
  lineTo() {
    this.called('lineTo');
  }
  arc() {
    this.called('arc');
  }
  closePath() {
    this.called('closePath');
  }
  fill() {
    this.called('fill');
    this.paints.push(`fill ${String(this.fillStyle)} ${this.globalAlpha}`);
  }
  stroke() {
    this.called('stroke');
    this.paints.push(`stroke ${String(this.strokeStyle)} ${this.globalAlpha}`);
  }
  setLineDash(dash: number[]) {
    this.called('setLineDash');
    this.dashes.push([...dash]);
  }
  fillText(text: string, x: number) {
    this.called('fillText');
    this.texts.push(text);
    this.placedTexts.push(`${text} ${this.textAlign} ${x}`);
  }
  /** Text 7 px a character wide, as a 12 px system font's digits are about. */
  measureText(text: string): TextMetrics {
    return { width: text.length * 7 } as TextMetrics;
  }
  save() {
    this.called('save');
  }
  restore() {
    this.called('restore');
  }
  translate() {
    this.called('translate');
  }
  rotate() {
    this.called('rotate');
  }
}

/** The browser's ResizeObserver, reporting only when a test says the box has a new width. */
export class ResizeObserverStandIn {
  static instances: ResizeObserverStandIn[] = [];
  private readonly targets: Element[] = [];

  /** Forgets the observers of earlier tests. */
  static reset() {
    ResizeObserverStandIn.instances = [];
  }

  constructor(private readonly callback: ResizeObserverCallback) {
    ResizeObserverStandIn.instances.push(this);
  }

  observe(target: Element) {
    this.targets.push(target);
  }
  unobserve() {}
  disconnect() {
    this.targets.length = 0;
  }

  /** Every observed box is now `width` CSS pixels wide. */
  static resizeAll(width: number) {
    for (const observer of ResizeObserverStandIn.instances) {
      const entries = observer.targets.map((target) => ({ target, contentRect: { width } }));
      if (entries.length > 0)
        observer.callback(entries as unknown as ResizeObserverEntry[], observer as unknown as ResizeObserver);
    }
  }
}
