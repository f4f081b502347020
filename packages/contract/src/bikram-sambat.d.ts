/** The part of `bikram-sambat` (CommonJS, no types of its own) that the dates use. */
declare module 'bikram-sambat' {
  interface CalendarDay {
    year: number;
    month: number;
    day: number;
  }
  const bikramSambat: {
    /** A Gregorian `YYYY-MM-DD` as a Bikram Sambat day; throws outside 1970–2090 BS (13 April 1913 – April 2034). */
    toBik(gregorian: string): CalendarDay;
    /** A Bikram Sambat day as the Gregorian one. */
    toGreg(year: number, month: number, day: number): CalendarDay;
    /** Day, month name and year in Devanagari: `{ day: '१६', month: 'कार्तिक', year: '२०५५' }`. */
    toDev(year: number, month: number, day: number): { day: string; month: string; year: string };
  };
  export default bikramSambat;
}
