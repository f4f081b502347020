/** The benchmarks' output: plain lines on standard output, for a person to read or a file to keep. */
export function print(line = ''): void {
  process.stdout.write(`${line}\n`);
}
