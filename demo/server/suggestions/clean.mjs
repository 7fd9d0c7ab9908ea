// Cleaning vega-datasets' movies.json (3,201 rows) into films the index can trust.
//
// What the raw data holds, and the rule for each (test/server/suggestions/clean.test.mjs pins
// every rule and its effect on the shipped data):
//  1. One row has a null Title: dropped (nothing to show or search for).
//  2. Nine titles are JSON numbers (1941, 300, 21, 2012, …): kept as their decimal text.
//  3. 18 titles carry encoding damage: Windows-1252 text that was decoded as Mac Roman
//     ("AstÈrix" for Astérix, "I Love You Ö Don't" for "I Love You … Don't", "2Ω" for 2½).
//     Repair: map each character back to its Mac Roman byte and decode those bytes as
//     Windows-1252. Applied only when every non-ASCII character has a Mac Roman byte, so a
//     correct "Alien³" (³ is not in Mac Roman) is left alone; "Ri¢hie Ri¢h" maps to itself.
//     No title in this data carries a correct accented letter, which the test checks.
//  4. Runs of whitespace ("The Helix...  Loaded") collapse to one space; ends are trimmed.
//  5. Library-style inverted articles ("Secret, The", "…visiteurs 2, Les") move to the front.
//  6. A trailing "(YYYY)" equal to the release year ("King Kong (1933)") is dropped from the
//     label: the year is shown on its own. Other parentheses ("Fantasia 2000 (IMAX)") stay.
//  7. Release dates are "Mon DD YYYY"; 24 of them have two-digit years expanded into the wrong
//     century ("Gone with the Wind", Dec 15 2039). The data was compiled around 2010 and its
//     latest genuine dates are in 2011, so a year from 2012 on loses 100 years. A row whose
//     date cannot be read is dropped (none today): a film without a year has no stable id.
//  8. Missing Director, Major Genre, IMDB Rating: left absent. Missing IMDB Votes (213 rows):
//     0, so those films rank last.
//  9. Two rows with the same cleaned title and year would be one film: the one with more
//     votes is kept (the data has none today; ids depend on the title and year being unique).
// Left as found: remakes that share a title (the source joined IMDB figures by title, so both
// "Casino Royale" rows carry the same votes), director credits, distributor names.

/** @typedef {{ Title?: unknown, 'Release Date'?: unknown, Director?: unknown, 'Major Genre'?: unknown, 'IMDB Votes'?: unknown, 'IMDB Rating'?: unknown, Distributor?: unknown }} RawMovie */

/**
 * @typedef {object} Film
 * @property {string} title
 * @property {number} year
 * @property {string} releaseDate  ISO date, yyyy-mm-dd
 * @property {number} votes
 * @property {number} [rating]
 * @property {string} [director]
 * @property {string} [genre]
 * @property {string} [distributor]
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** The first year that can only be a misread two-digit year (rule 7). */
export const FIRST_IMPOSSIBLE_YEAR = 2012;

// Rule 3's two code pages, upper halves. Node's TextDecoder('windows-1252') decodes 0x80-0x9F
// as C1 controls, so both tables are spelt out. '\0' marks bytes Windows-1252 leaves undefined.
const MAC_ROMAN_HIGH =
  'ÄÅÇÉÑÖÜáàâäãåçéèêëíìîïñóòôöõúùûü†°¢£§•¶ß®©™´¨≠ÆØ∞±≤≥¥µ∂∑∏π∫ªºΩæø' +
  '¿¡¬√ƒ≈∆«»…\u00a0ÀÃÕŒœ–—“”‘’÷◊ÿŸ⁄€‹›ﬁﬂ‡·‚„‰ÂÊÁËÈÍÎÏÌÓÔ\uf8ffÒÚÛÙıˆ˜¯˘˙˚¸˝˛ˇ';
const WINDOWS_1252_80_9F = '€\0‚ƒ„…†‡ˆ‰Š‹Œ\0Ž\0\0‘’“”•–—˜™š›œ\0žŸ';

/** @type {Map<string, number>} */
const MAC_ROMAN_BYTE = new Map([...MAC_ROMAN_HIGH].map((char, i) => [char, 0x80 + i]));

/** @param {number} byte 0x80-0xFF */
function windows1252(byte) {
  return byte >= 0xa0 ? String.fromCharCode(byte) : (WINDOWS_1252_80_9F[byte - 0x80] ?? '\0');
}

/**
 * Rule 3: undoes Windows-1252 text read as Mac Roman, or returns the text unchanged.
 * @param {string} text
 */
export function repairMojibake(text) {
  let repaired = '';
  for (const char of text) {
    if (char < '\u0080') {
      repaired += char;
      continue;
    }
    const byte = MAC_ROMAN_BYTE.get(char);
    const decoded = byte === undefined ? '\0' : windows1252(byte);
    if (decoded === '\0') return text;
    repaired += decoded;
  }
  return repaired;
}

/**
 * Rules 2 to 6 for one title; `undefined` when there is no usable title.
 * @param {unknown} raw
 * @param {number} year the cleaned release year
 */
export function cleanTitle(raw, year) {
  let title;
  if (typeof raw === 'number' && Number.isFinite(raw)) title = String(raw);
  else if (typeof raw === 'string') title = raw;
  else return undefined;
  title = repairMojibake(title).replace(/\s+/g, ' ').trim();
  title = title.replace(/^(.+), (The|A|An|Les|La|Le)$/, '$2 $1');
  title = title.replace(/ \((\d{4})\)$/, (whole, y) => (Number(y) === year ? '' : whole));
  return title === '' ? undefined : title;
}

/**
 * Rule 7: "Mon DD YYYY" → { year, iso }, or undefined when unreadable.
 * @param {unknown} raw
 */
export function cleanDate(raw) {
  if (typeof raw !== 'string') return undefined;
  const match = /^([A-Z][a-z]{2}) (\d{2}) (\d{4})$/.exec(raw.trim());
  if (!match) return undefined;
  const [, monthName = '', dayText = '', yearText = ''] = match;
  const month = MONTHS.indexOf(monthName) + 1;
  const day = Number(dayText);
  let year = Number(yearText);
  if (month === 0 || day < 1 || day > 31) return undefined;
  if (year >= FIRST_IMPOSSIBLE_YEAR) year -= 100;
  const iso = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return { year, iso };
}

/** @param {unknown} raw */
function cleanName(raw) {
  return typeof raw === 'string' && raw.trim() !== '' ? raw.replace(/\s+/g, ' ').trim() : undefined;
}

/** @param {unknown} raw */
function cleanNumber(raw) {
  return typeof raw === 'number' && Number.isFinite(raw) && raw >= 0 ? raw : undefined;
}

/**
 * Rule 9's choice between two rows of one film, independent of their order in the file.
 * @param {Film} a
 * @param {Film} b
 */
function preferred(a, b) {
  if (a.votes !== b.votes) return a.votes > b.votes;
  return JSON.stringify(a) < JSON.stringify(b);
}

/**
 * Applies every rule above. The result is sorted by title, then year, so nothing downstream
 * depends on the order of the source file.
 * @param {readonly RawMovie[]} rows
 * @returns {Film[]}
 */
export function cleanMovies(rows) {
  /** @type {Map<string, Film>} */
  const films = new Map();
  for (const row of rows) {
    const date = cleanDate(row['Release Date']);
    if (!date) continue;
    const title = cleanTitle(row.Title, date.year);
    if (title === undefined) continue;
    /** @type {Film} */
    const film = { title, year: date.year, releaseDate: date.iso, votes: cleanNumber(row['IMDB Votes']) ?? 0 };
    const rating = cleanNumber(row['IMDB Rating']);
    const director = cleanName(row.Director);
    const genre = cleanName(row['Major Genre']);
    const distributor = cleanName(row.Distributor);
    if (rating !== undefined) film.rating = rating;
    if (director !== undefined) film.director = director;
    if (genre !== undefined) film.genre = genre;
    if (distributor !== undefined) film.distributor = distributor;
    const key = `${title}\u0000${date.year}`;
    const seen = films.get(key);
    if (!seen || preferred(film, seen)) films.set(key, film);
  }
  return [...films.values()].sort((a, b) => (a.title < b.title ? -1 : a.title > b.title ? 1 : a.year - b.year));
}
