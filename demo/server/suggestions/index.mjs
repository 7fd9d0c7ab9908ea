// The suggestion index: cleaned films as titles (tt…), their directors as people (nm…), their
// genres as interests (in…), and a few generated videos (vi…) for popular titles. One instance
// serves the endpoint, the landing pages, the poster images and the static export.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { cleanMovies } from './clean.mjs';
import { assignIds, hashNumber } from './ids.mjs';
import { labelForms, matches, parseQuery } from './text.mjs';

/** Spec: the real site shows at most 8 suggestions. */
export const SUGGESTION_LIMIT = 8;
/** Titles with at least this many votes get generated videos. */
export const VIDEO_MIN_VOTES = 100_000;
export const POSTER = { width: 300, height: 444 };
export const THUMBNAIL = { width: 480, height: 270 };
const VIDEO_LABELS = ['Official Trailer', 'Teaser Trailer', 'Featurette'];

/**
 * @typedef {import('./clean.mjs').Film} Film
 * @typedef {{ imageUrl: string, height: number, width: number }} Image
 * @typedef {{ id: string, l: string, s: string, i: Image }} VideoItem
 * @typedef {{ id: string, l: string, s?: string, q?: string, y?: number, i: Image, v?: VideoItem[] }} SuggestionItem
 * @typedef {{ kind: 'video', id: string, label: string, duration: string, parentId: string }} Video
 * @typedef {{ kind: 'title', id: string, label: string, film: Film, popularity: number,
 *   directorId?: string, genreId?: string, videos: Video[] }} Title
 * @typedef {{ kind: 'name' | 'interest', id: string, label: string, popularity: number, titleIds: string[] }} Group
 * @typedef {Title | Group} Entry
 * @typedef {'all' | 'titles' | 'names'} Scope
 */

/** @param {string} id */
export function imageFor(id) {
  const size = id.startsWith('vi') ? THUMBNAIL : POSTER;
  return { imageUrl: `/images/poster/${id}.svg`, height: size.height, width: size.width };
}

/**
 * Popularity order: most votes first, then label, then id, so equal votes (remakes share
 * theirs, see clean.mjs) still give one stable order.
 * @param {Entry} a
 * @param {Entry} b
 */
function byPopularity(a, b) {
  return b.popularity - a.popularity || (a.label < b.label ? -1 : a.label > b.label ? 1 : a.id < b.id ? -1 : 1);
}

/**
 * @param {Film[]} films cleaned films
 */
export function buildIndex(films) {
  const titleIds = assignIds('tt', 7, films.map((film) => `${film.title}|${film.year}`));
  const nameIds = assignIds('nm', 7, films.flatMap((film) => (film.director ? [film.director] : [])));
  const interestIds = assignIds('in', 7, films.flatMap((film) => (film.genre ? [film.genre] : [])));

  /** @type {Map<string, Entry | Video>} */
  const byId = new Map();
  /** @type {Title[]} */
  const titles = [];
  /** @type {Map<string, Group>} */
  const groups = new Map();

  /**
   * @param {'name' | 'interest'} kind
   * @param {string} id
   * @param {string} label
   * @param {Title} title
   */
  const addToGroup = (kind, id, label, title) => {
    let group = groups.get(id);
    if (!group) {
      group = { kind, id, label, popularity: 0, titleIds: [] };
      groups.set(id, group);
      byId.set(id, group);
    }
    group.titleIds.push(title.id);
    group.popularity += title.popularity;
  };

  for (const film of films) {
    const id = /** @type {string} */ (titleIds.get(`${film.title}|${film.year}`));
    /** @type {Title} */
    const title = { kind: 'title', id, label: film.title, film, popularity: film.votes, videos: [] };
    if (film.director) title.directorId = nameIds.get(film.director);
    if (film.genre) title.genreId = interestIds.get(film.genre);
    titles.push(title);
    byId.set(id, title);
  }
  for (const title of [...titles].sort(byPopularity)) {
    if (title.directorId && title.film.director) addToGroup('name', title.directorId, title.film.director, title);
    if (title.genreId && title.film.genre) addToGroup('interest', title.genreId, title.film.genre, title);
    if (title.popularity >= VIDEO_MIN_VOTES) {
      const count = 1 + (hashNumber(title.id) % VIDEO_LABELS.length);
      const videoIds = assignIds('vi', 10, VIDEO_LABELS.slice(0, count).map((label) => `${title.id}|${label}`));
      title.videos = VIDEO_LABELS.slice(0, count).map((label) => {
        const id = /** @type {string} */ (videoIds.get(`${title.id}|${label}`));
        const seconds = 60 + (hashNumber(id) % 120);
        const duration = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
        /** @type {Video} */
        const video = { kind: 'video', id, label, duration, parentId: title.id };
        byId.set(id, video);
        return video;
      });
    }
  }
  // A genre covers hundreds of films: summing them would put "Drama" above every film that
  // shares a word prefix with it. It ranks as its typical film does (the median).
  for (const group of groups.values()) {
    if (group.kind !== 'interest') continue;
    const votes = group.titleIds.map((id) => /** @type {Title} */ (byId.get(id)).popularity);
    group.popularity = votes[Math.floor(votes.length / 2)] ?? 0;
  }

  const people = [...groups.values()].filter((group) => group.kind === 'name');
  const interests = [...groups.values()].filter((group) => group.kind === 'interest');
  /** @type {Record<Scope, { entry: Entry, forms: string[][] }[]>} */
  const scopes = {
    all: prepare([...titles, ...people, ...interests]),
    titles: prepare(titles),
    names: prepare(people),
  };

  /** @param {Entry} entry @param {boolean} includeVideos @returns {SuggestionItem} */
  const toItem = (entry, includeVideos) => {
    if (entry.kind === 'title') {
      /** @type {SuggestionItem} */
      const item = { id: entry.id, l: entry.label, q: 'feature', y: entry.film.year, i: imageFor(entry.id) };
      if (entry.film.director) item.s = entry.film.director;
      if (includeVideos && entry.videos.length > 0) {
        item.v = entry.videos.map((video) => ({ id: video.id, l: video.label, s: video.duration, i: imageFor(video.id) }));
      }
      return item;
    }
    if (entry.kind === 'name') {
      const knownFor = byId.get(entry.titleIds[0] ?? '');
      return { id: entry.id, l: entry.label, s: knownFor ? `Director, ${knownFor.label}` : 'Director', i: imageFor(entry.id) };
    }
    return { id: entry.id, l: entry.label, s: 'Genre', i: imageFor(entry.id) };
  };

  return {
    /**
     * Up to `limit` entries of `scope` whose label word-prefix-matches `query`, most popular first.
     * @param {Scope} scope
     * @param {string} query
     * @param {{ limit?: number }} [options]
     * @returns {Entry[]}
     */
    search(scope, query, { limit = SUGGESTION_LIMIT } = {}) {
      const parsed = parseQuery(query);
      /** @type {Entry[]} */
      const found = [];
      // Entries are kept in popularity order, so the first matches are the answer.
      for (const { entry, forms } of scopes[scope]) {
        if (found.length >= limit) break;
        if (forms.some((labelWords) => matches(labelWords, parsed))) found.push(entry);
      }
      return found;
    },

    /**
     * The suggestion answer items (spec §3 "Suggestion item (server)") for a query.
     * @param {Scope} scope
     * @param {string} query
     * @param {{ includeVideos?: boolean }} [options]
     */
    suggest(scope, query, { includeVideos = false } = {}) {
      return this.search(scope, query).map((entry) => toItem(entry, includeVideos));
    },

    /** @param {string} id */
    get(id) {
      return byId.get(id);
    },

    /**
     * Every entry of a scope, most popular first (for the static export).
     * @param {Scope} scope
     */
    entries(scope) {
      return scopes[scope].map(({ entry }) => entry);
    },

    counts: { titles: titles.length, names: people.length, interests: interests.length },
  };
}

/** @param {Entry[]} entries */
function prepare(entries) {
  return [...entries].sort(byPopularity).map((entry) => ({ entry, forms: labelForms(entry.label) }));
}

/** @typedef {ReturnType<typeof buildIndex>} SuggestionIndex */

/** Builds the index from vega-datasets' movies.json. */
export function loadIndex() {
  // The package exports only its JavaScript entry (build/index.js); the data sits beside it.
  const entry = createRequire(import.meta.url).resolve('vega-datasets');
  const file = join(dirname(entry), '..', 'data', 'movies.json');
  return buildIndex(cleanMovies(JSON.parse(readFileSync(file, 'utf8'))));
}
