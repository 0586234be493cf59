/** A moment's calendar date where the user is (YYYY-MM-DD): in Germany that is the day the server counts in too. */
export const localDay = (date = new Date()) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
