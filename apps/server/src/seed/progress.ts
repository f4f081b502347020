const WIDTH = 30;
const number = new Intl.NumberFormat('en-US');

/**
 * A progress bar on stderr, redrawn in place on a terminal; where stderr is a file or a CI log,
 * one plain line per tenth instead, so the log stays readable.
 */
export class ProgressBar {
  private readonly started = Date.now();
  private readonly label: string;
  private total: number;
  private readonly stream: NodeJS.WriteStream;
  private lastDraw = 0;
  private lastTenth = -1;

  constructor(label: string, total: number, stream: NodeJS.WriteStream = process.stderr) {
    this.label = label;
    this.total = total;
    this.stream = stream;
  }

  private line(done: number): string {
    const share = this.total === 0 ? 1 : done / this.total;
    const filled = Math.round(share * WIDTH);
    const seconds = (Date.now() - this.started) / 1000;
    const rate = seconds > 0 ? done / seconds : 0;
    const eta = rate > 0 ? Math.ceil((this.total - done) / rate) : 0;
    const bar = `${'#'.repeat(filled)}${'-'.repeat(WIDTH - filled)}`;
    return `${this.label} [${bar}] ${String(Math.floor(share * 100)).padStart(3)}% ${number.format(done)}/${number.format(this.total)}  ${number.format(Math.round(rate))}/s  ETA ${eta} s`;
  }

  /** Work that arrived meanwhile (files uploaded during a move) raises the total. */
  setTotal(total: number): void {
    this.total = total;
  }

  update(done: number): void {
    if (this.stream.isTTY) {
      if (Date.now() - this.lastDraw < 100 && done < this.total) return;
      this.lastDraw = Date.now();
      this.stream.write(`\r\x1b[2K${this.line(done)}`);
      if (done >= this.total) this.stream.write('\n');
      return;
    }
    const tenth = Math.floor((done / this.total) * 10);
    if (tenth > this.lastTenth) {
      this.lastTenth = tenth;
      this.stream.write(`${this.line(done)}\n`);
    }
  }
}
