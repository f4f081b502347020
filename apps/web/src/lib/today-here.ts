/** Today in the computer's calendar, as YYYY-MM-DD: the day the staff member at the desk is living. */
export const todayHere = () => new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
