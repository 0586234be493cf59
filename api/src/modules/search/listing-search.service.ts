import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { MultiSearchQuery, MultiSearchResult } from 'meilisearch';
import {
  DEFAULT_RADIUS_KM,
  distanceInCircleKm,
  MAX_PAGE_SIZE,
  type ListingCard,
  type ListingDetail,
  type ListingSearchParams,
  type SearchInterpretation,
  type SearchSuggestion,
} from '@praxisnah/contracts';
import {
  germanAnalyzer,
  IndexNamespace,
  LISTING_CARD_ATTRIBUTES,
  LISTING_HEADLINE_ATTRIBUTES,
  LISTING_HIT_ATTRIBUTES,
  LISTING_JOB_ATTRIBUTES,
  toListingCard,
  type ListingCardHit,
  type ListingHitRef,
  type ListingDocument,
  toListingDetail,
  type AnalyzedQuery,
  type Vertical,
} from '@praxisnah/read-models';
import { Gazetteer } from '../geo/gazetteer';
import { federalStateOf, resolveSearchPlace } from '../geo/search-place';
import { ListingCardCache } from './listing-card-cache';
import { isNotFound, ListingIndexReader } from './listing-index.reader';
import {
  buildListingFilter,
  FacetFilterName,
  filterExpression,
  GeoCircle,
  notBefore,
  notInIds,
  quote,
  startOfToday,
  withinArea,
  type ListingFilter,
} from './listing-filter.builder';
import { durationInQuery, monthInQuery, nearMeInQuery, placeInQuery } from './smart-query/smart-query-parser';
import { SearchAreas, type SearchArea } from './search-areas';
import type { CardJson, ListingSearchPage } from './search-page';

const INTERNSHIP_FACETS: FacetFilterName[] = ['sector.key', 'type.key', 'duration'];
const AUSBILDUNG_FACETS: FacetFilterName[] = ['sector.key', 'ausbildungStart'];

/** Edge-cell listings fetched to find those just outside a circle: Meilisearch's ceiling for one search. */
const EDGE_PROBE_LIMIT = 10_000;
/** Matches fetched at once (at least) to pick the nearest: ids and coordinates only. */
const NEAREST_FETCH_LIMIT = 1_000;
/** The listings index's pagination.maxTotalHits: no search can reach further. */
const MAX_TOTAL_HITS = 10_000;
/**
 * Smaller circles counted (as fractions of the radius) to find one that holds the nearest listings, each a quarter of
 * the area of the one before; the nearest are then fetched from that circle alone.
 */
const NEAREST_LADDER = [1 / 2, 1 / 4, 1 / 8, 1 / 16, 1 / 32];
/** A ladder circle must count this many times the listings wanted: its cover reaches past it, the circle holds fewer. */
const NEAREST_MARGIN = 2;
/** Circles tried for the nearest listings before giving up (the bounds halve the area between them each time). */
const MAX_NEAREST_ATTEMPTS = 12;

/**
 * What a query could be narrowed to: each word or catalogue name typed, and the words of a name worth searching alone
 * ("Duales Studium" is one name, and "Studium" alone may still find something; GermanAnalyzer.wordsWorthAlone); only
 * those the analysis keeps, and none that names no job alone ("Fachangestellte", "Schnupperpraktikum"): a page of any
 * job says nothing of what was meant.
 */
function wordsAlone(asRead: AnalyzedQuery, vertical: Vertical): string[] {
  const analyzer = germanAnalyzer();
  const words = asRead.parts.flatMap(({ typed: name, group }) =>
    name.includes(' ') ? [name, ...(group ? analyzer.wordsWorthAlone(name, group.id) : name.split(' '))] : [name],
  );
  return [...new Set(words)].filter((word) => {
    const alone = analyzer.analyzeQuery(word, vertical);
    return alone.parts.length > 0 && !analyzer.saysLittleAlone(alone, vertical);
  });
}

/**
 * The words a query keeps when none holds them all and the last ones are let go, longest first ("Duales Studium
 * Hauptschulabschluss" → "Duales Studium"): each catalogue name as one, in the order the index is asked them.
 */
function leadingWords(asRead: AnalyzedQuery): string[] {
  const names = asRead.parts.map((part) => part.typed);
  return names.slice(1).map((_, dropped) => names.slice(0, names.length - 1 - dropped).join(' '));
}

interface CountedWords {
  words: string;
  total: number;
}
/**
 * Of words counted alone, the one that says most of what was meant: a job's name (or a word of it) before any other
 * word, then the rarer word ("Medizin" finds 9, "studieren" 151 by the "Studium" of every Pflichtpraktikum). Where a
 * job was named and finds nothing, no other word stands in for it: any "Studium" says nothing of a "Maschinenbau
 * Studium", and the page offers the job where it exists (the other vertical, a wider circle) or a related one.
 */
const mostTelling = (vertical: Vertical, asRead: AnalyzedQuery) => {
  const namesJob = (words: string) => germanAnalyzer().analyzeQuery(words, vertical).namesJob;
  // A school degree is a catalogue name too, but no job ("Koch mit Realschulabschluss").
  const jobWords = asRead.parts.flatMap(({ typed: name, group }) => (group && namesJob(name) ? [name, ...name.split(' ')] : []));
  return (counted: readonly CountedWords[]): CountedWords | undefined => {
    const read = counted.map((candidate) => ({
      candidate,
      forJob: jobWords.includes(candidate.words) || namesJob(candidate.words),
    }));
    const found = read.filter(({ candidate, forJob }) => candidate.total > 0 && (forJob || !jobWords.length));
    const [best] = found.sort((a, b) => Number(b.forJob) - Number(a.forJob) || a.candidate.total - b.candidate.total);
    return best?.candidate;
  };
};
/** Of leading words counted, the longest finding something: it leaves out the fewest words typed. */
const firstFound = (counted: readonly CountedWords[]) => counted.find((candidate) => candidate.total > 0);

/**
 * The text with its first word that is exactly `word` replaced by `by`, never a part of a longer word. Words as the
 * German analysis reads them (runs of letters and digits), so the analysis's typed words are found as they are.
 */
function replaceWord(text: string, word: string, by: string): string {
  // A catalogue name of several words ("Kfz Mechatroniker") is replaced as typed.
  if (/\s/u.test(word)) return text.includes(word) ? text.replace(word, by) : by;
  let replaced = false;
  return text.replace(/[\p{L}\p{N}]+/gu, (found) => {
    if (replaced || found !== word) return found;
    replaced = true;
    return by;
  });
}

/** A card's listing id, read from its JSON (the card cache's bytes, without the closing brace). */
const cardId = (card: CardJson): string => (JSON.parse(`${card.body.toString('utf8')}}`) as { id: string }).id;

/** A counted suggestion; a related job's also says which typed words it stands for. */
type CountedSuggestion = SearchSuggestion & { relatedJob?: { typed: string; searched: string } };

/**
 * The related job whose listings a search that found nothing shows instead ("Zerspanungsmechaniker" where only
 * Industriemechaniker train): the closest one finding something, only when the words find nothing anywhere, not in a
 * wider circle, without the place nor in the other vertical. Those are offered then, as they keep the job typed.
 */
function relatedInstead(counted: readonly CountedSuggestion[]): { q: string; relatedJob: { typed: string; searched: string } } | null {
  const keepsTheJob = counted.some(({ kind }) => kind === 'wider-radius' || kind === 'without-place' || kind === 'other-vertical');
  const closest = keepsTheJob ? undefined : counted.find(({ kind }) => kind === 'related-job');
  return closest?.q && closest.relatedJob ? { q: closest.q, relatedJob: closest.relatedJob } : null;
}

/** What an empty page offers: the nearest wider circle, the related jobs finding most, and every other search that finds something. */
function offeredSuggestions(counted: readonly CountedSuggestion[]): SearchSuggestion[] {
  const related = counted.filter(({ kind }) => kind === 'related-job').sort((a, b) => b.total - a.total);
  const nearestWider = counted.find(({ kind }) => kind === 'wider-radius');
  const offered = new Set([...related.slice(0, MAX_RELATED_JOBS), ...(nearestWider ? [nearestWider] : [])]);
  return counted
    .filter((suggestion) => (suggestion.kind === 'related-job' || suggestion.kind === 'wider-radius' ? offered.has(suggestion) : true))
    .map(({ relatedJob: _relatedJob, ...suggestion }) => suggestion);
}

/**
 * The typed words without those naming this search's vertical: "Ausbildung Friseur" or "Friseurausbildung" asked of
 * the Praktika is "Friseur". The words as the analysis read them, so compounds and punctuation are taken apart alike.
 */
function withoutVerticalWords(typed: string, vertical: Vertical): string {
  const { parts, impliedByVertical } = germanAnalyzer().analyzeQuery(typed, vertical);
  return impliedByVertical.length ? parts.map((part) => part.typed).join(' ') : typed;
}

const roundKm = (km: number) => Math.round(km * 10) / 10;
/**
 * Wider circles counted when a search finds nothing: double the radius but at least 50 km, then these, at most 200 km.
 * The smallest that finds something is offered ("Dachdecker Kiel": none within 50 km, some within 100).
 */
const MIN_SUGGESTED_RADIUS_KM = 50;
const MAX_SUGGESTED_RADIUS_KM = 200;
const FURTHER_SUGGESTED_RADII_KM = [100, 200];
const firstWiderRadius = (radius: number) => Math.min(MAX_SUGGESTED_RADIUS_KM, Math.max(2 * radius, MIN_SUGGESTED_RADIUS_KM));
/** Words of a query that found nothing, each counted alone to find the one that finds the most. */
const MAX_WORDS_TRIED_ALONE = 6;
/** Related job titles counted when a search finds nothing, and how many of those finding the most are offered. */
const MAX_RELATED_JOBS_COUNTED = 4;
const MAX_RELATED_JOBS = 2;
/** A job finding fewer listings than this shows its related jobs' below them. */
const FEW_LISTINGS = 5;
/** A suggestion's search is only counted. */
const COUNT_ONLY = { page: 1, pageSize: 1, sort: 'relevance' } as const;

/** A circle the nearest listings are looked for in: its filter, and the number of matches in it when counted. */
interface NearestCircle {
  radiusKm: number;
  filter: string[];
  count: number | null;
}

/** A search sorted by distance: the `wanted` nearest matches within the search circle. */
interface NearestSearch {
  center: GeoCircle;
  wanted: number;
  /** The search's filter without any circle, for the smaller circles (their exact distance check follows). */
  open: ListingFilter;
}

/** A page, and whether its listings hold every word typed (searchPageMatching). */
interface PageMatching {
  page: ListingSearchPage;
  everyWordMatched: boolean;
}

/** What every query of one search shares: the words as asked and the fields they are searched in. */
interface SearchContext {
  indexUid: string;
  q: string;
  matchingStrategy: 'all' | 'last';
  /** Null for every searchable field. */
  attributesToSearchOn: string[] | null;
}

/**
 * How far a search reaches, tried in this order while it finds nothing: every word in what the listings say they are
 * (title, job names, type; not the skills tagged or the description's free text, where "Ablage im Büro" is no office
 * job), then also in those (only a query naming a job: "Koch" is no listing of "Koch Metallbau"), then in every field
 * including the company's name and sector ("Bäckerei Wolf"), then Meilisearch letting the last words go. A query of job
 * names alone (AnalyzedQuery.namesOnlyJobs) keeps to the listings' own words throughout.
 */
const REACHES = [
  { everyWord: true, fields: LISTING_HEADLINE_ATTRIBUTES },
  { everyWord: true, fields: LISTING_JOB_ATTRIBUTES },
  { everyWord: true, fields: null },
  { everyWord: false, fields: null },
] as const;

/**
 * A length of stay typed among the words of an internship search without a duration filter of its own ("Praktikum 2
 * Wochen Köln"): it becomes the duration filter, as the place becomes the place filter; the numbers and units are no
 * words a listing's text is found by.
 */
function withDurationFromQuery(params: ListingSearchParams): {
  params: ListingSearchParams;
  durationFromQuery?: SearchInterpretation['durationFromQuery'];
} {
  if (!params.q || params.duration?.length) return { params };
  const found = durationInQuery(params.q);
  if (!found) return { params };
  return {
    params: { ...params, q: found.remaining || undefined, duration: [found.duration] },
    durationFromQuery: { duration: found.duration, typed: found.typed, words: found.remaining },
  };
}

/**
 * A month typed among the words of an internship search without a time frame of its own ("Praktikum im Februar"): it
 * becomes the time frame filter, as the length of stay becomes the duration filter. `typed` is the query as asked, so the
 * way back to every time frame keeps a length of stay typed with the month.
 */
function withMonthFromQuery(
  params: ListingSearchParams,
  typed: string | undefined,
  now: Date,
): { params: ListingSearchParams; monthFromQuery?: SearchInterpretation['monthFromQuery'] } {
  if (!params.q || params.timeFrame || params.dateFrom || params.dateTo) return { params };
  const found = monthInQuery(params.q, now);
  if (!found) return { params };
  const words = typed ? (monthInQuery(typed, now)?.remaining ?? found.remaining) : found.remaining;
  return {
    params: { ...params, q: found.remaining || undefined, timeFrame: found.timeFrame },
    monthFromQuery: { timeFrame: found.timeFrame, typed: found.typed, words },
  };
}

/** A search with the filters its words said, and what was read for each (an Ausbildung search reads none here). */
interface FiltersFromWords {
  params: ListingSearchParams;
  durationFromQuery?: SearchInterpretation['durationFromQuery'];
  monthFromQuery?: SearchInterpretation['monthFromQuery'];
}

/** An internship search's length of stay and month typed among its words become its Dauer and Zeitraum filters. */
function withInternshipFiltersFromQuery(asked: ListingSearchParams, now: Date): FiltersFromWords {
  const { params: withDuration, durationFromQuery } = withDurationFromQuery(asked);
  const { params, monthFromQuery } = withMonthFromQuery(withDuration, asked.q, now);
  return { params, durationFromQuery, monthFromQuery };
}

/** Whether the search has a place of its own: one chosen or typed, or the device's position. */
function hasPlace(params: ListingSearchParams): boolean {
  return Boolean(params.location) || params.lat !== undefined;
}

/**
 * "Praktikum in der Nähe": words asking for the searcher's surroundings are no words a listing is found by. They leave
 * the search; without a place, the page is told (`nearMe`), so it can offer the device's position.
 */
function withoutNearMe(params: ListingSearchParams): { params: ListingSearchParams; nearMe?: SearchInterpretation['nearMe'] } {
  const found = params.q ? nearMeInQuery(params.q) : null;
  if (!found) return { params };
  return {
    params: { ...params, q: found.remaining || undefined },
    ...(hasPlace(params) ? {} : { nearMe: { typed: found.typed, words: found.remaining } }),
  };
}

/** Every visitor search runs against the Meilisearch read model; PostgreSQL is never asked. */
@Injectable()
export class ListingSearchService implements OnModuleInit {
  constructor(
    private readonly listings: ListingIndexReader,
    private readonly indexes: IndexNamespace,
    private readonly cards: ListingCardCache,
    private readonly areas: SearchAreas,
    private readonly gazetteer: Gazetteer,
  ) {}

  /** Reads the German dictionary at start-up (about 0.15 s), so the first visitor's search does not wait for it. */
  onModuleInit(): void {
    germanAnalyzer();
  }

  /**
   * One page of listings, with how the words were read (widened to other names, a place read from them, fewer words
   * searched) and, when nothing is found, the nearest searches that find something.
   */
  async search(askedParams: ListingSearchParams, isAusbildung: boolean, now = new Date()): Promise<ListingSearchPage> {
    const {
      params: typedParams,
      durationFromQuery,
      monthFromQuery,
    }: FiltersFromWords = isAusbildung ? { params: askedParams } : withInternshipFiltersFromQuery(askedParams, now);
    const { params: inWords, nearMe } = withoutNearMe(this.withPlaceFromQuery(typedParams));
    const vertical: Vertical = isAusbildung ? 'ausbildung' : 'praktikum';
    const typedWords = [inWords.q, ...(inWords.keywords ?? [])].filter(Boolean).join(' ');
    const { params, radiusWidened, found } = await this.withinTypedPlace(typedParams, inWords, isAusbildung, now);
    const { page: asTyped, everyWordMatched } = found;
    // The words as read: what they may be narrowed to, what was widened, what was left out about the searcher.
    const asRead = germanAnalyzer().analyzeQuery(typedWords, vertical);
    const either = asTyped.total === 0 || !everyWordMatched ? await this.eitherJob(params, asRead, isAusbildung, now) : null;
    const alone = asTyped.total === 0 && !either ? wordsAlone(asRead, vertical) : [];
    const fewer = either
      ? null
      : alone.length > 1
        ? await this.withFewerWords(params, alone, isAusbildung, now, mostTelling(vertical, asRead))
        : asTyped.total > 0 && !everyWordMatched
          ? await this.withFewerWords(params, leadingWords(asRead), isAusbildung, now, firstFound)
          : null;
    const withRelated = !fewer && everyWordMatched ? await this.withRelatedJobs(params, asRead, asTyped, isAusbildung, now) : null;
    const shown = either ?? fewer?.page ?? asTyped;
    const counted = shown.total === 0 ? await this.countedSuggestions(params, isAusbildung, now) : [];
    const instead = relatedInstead(counted);
    const page = instead ? await this.searchPage({ ...params, q: instead.q }, isAusbildung, now) : shown;
    const widened = instead
      ? []
      : (fewer ? germanAnalyzer().analyzeQuery(fewer.words, vertical) : asRead).parts
          .filter((part) => part.alsoSearched.length)
          .map(({ typed, alsoSearched }) => ({ typed, alsoSearched }));
    const { aboutSearcher } = asRead;
    const placeFromQuery =
      params !== typedParams && params.location
        ? { location: params.location, ...(params.radius ? { radius: params.radius } : {}), words: params.q ?? '' }
        : null;
    const suggestions = instead ? [] : offeredSuggestions(counted);
    return {
      ...page,
      ...(withRelated ? { relatedItems: withRelated.items } : {}),
      interpretation: {
        widened,
        placeFromQuery,
        ...(durationFromQuery ? { durationFromQuery } : {}),
        ...(monthFromQuery ? { monthFromQuery } : {}),
        ...(fewer ? { fewerWords: { typed: typedWords, searched: fewer.words } } : {}),
        ...(instead ? { relatedJob: instead.relatedJob } : {}),
        ...(withRelated ? { relatedJobsAdded: withRelated.added } : {}),
        ...(either ? { eachJob: asRead.parts.map((part) => part.typed) } : {}),
        ...(aboutSearcher.length ? { aboutSearcher } : {}),
        ...(radiusWidened ? { radiusWidened } : {}),
        ...(nearMe ? { nearMe } : {}),
      },
      ...(suggestions.length ? { suggestions } : {}),
    };
  }

  /**
   * The search as typed; a place typed among the words without a radius ("Bürokaufmann Berlin") that finds nothing
   * within the usual radius is searched once more in the first wider circle (Potsdam lies 26 km from Berlin's centre),
   * as the words named no distance. A place chosen in the place field keeps its radius: wider circles are offered.
   */
  private async withinTypedPlace(
    typedParams: ListingSearchParams,
    params: ListingSearchParams,
    isAusbildung: boolean,
    now: Date,
  ): Promise<{ params: ListingSearchParams; radiusWidened?: { from: number; to: number }; found: PageMatching }> {
    const found = await this.searchPageMatching(params, isAusbildung, now);
    const typedPlace = params !== typedParams && params.location !== undefined && params.radius === undefined;
    if (found.page.total > 0 || !typedPlace || !found.page.center) return { params, found };
    const from = found.page.center.radius;
    const wider = { ...params, radius: firstWiderRadius(from) };
    const widerFound = await this.searchPageMatching(wider, isAusbildung, now);
    if (widerFound.page.total === 0) return { params, found };
    return { params: wider, radiusWidened: { from, to: wider.radius }, found: widerFound };
  }

  /**
   * When all the words together find nothing ("Maler und Lackierer" where only a Fahrzeuglackierer trains), the one
   * word or catalogue name among them that `pick` finds most telling: a page of near misses says more than an empty one.
   */
  private async withFewerWords(
    params: ListingSearchParams,
    candidates: readonly string[],
    isAusbildung: boolean,
    now: Date,
    pick: (counted: readonly CountedWords[]) => CountedWords | undefined,
  ): Promise<{ words: string; page: ListingSearchPage } | null> {
    const alone = (words: string): ListingSearchParams => ({ ...params, q: words, keywords: undefined });
    const counted = await Promise.all(
      candidates.slice(0, MAX_WORDS_TRIED_ALONE).map(async (words) => ({
        words,
        total: (await this.searchPage({ ...alone(words), ...COUNT_ONLY }, isAusbildung, now)).total,
      })),
    );
    const best = pick(counted);
    if (!best || best.total === 0) return null;
    return { words: best.words, page: await this.searchPage(alone(best.words), isAusbildung, now) };
  }

  /**
   * Where several jobs were named and no listing is all of them ("Koch oder Friseur"), the listings of each, in the
   * order typed: the searcher means either. Sorted by relevance only (each job's own order stays), and as far as one
   * look reaches; else null, and one of the jobs is shown (withFewerWords).
   */
  private async eitherJob(
    params: ListingSearchParams,
    asRead: AnalyzedQuery,
    isAusbildung: boolean,
    now: Date,
  ): Promise<ListingSearchPage | null> {
    const reach = params.page * params.pageSize;
    if (!germanAnalyzer().namesSeveralJobs(asRead) || params.sort !== 'relevance' || reach > MAX_PAGE_SIZE) return null;
    const pages = await Promise.all(
      asRead.parts.map(({ typed }) =>
        this.searchPage({ ...params, q: typed, keywords: undefined, page: 1, pageSize: reach }, isAusbildung, now),
      ),
    );
    const [first] = pages;
    if (!first || pages.every((page) => page.total === 0)) return null;
    const facets: Record<string, Record<string, number>> = {};
    for (const [name, counts] of pages.flatMap((page) => Object.entries(page.facets)))
      for (const [value, count] of Object.entries(counts)) (facets[name] ??= {})[value] = (facets[name]?.[value] ?? 0) + count;
    return {
      ...first,
      items: pages.flatMap((page) => page.items).slice(reach - params.pageSize, reach),
      total: pages.reduce((sum, page) => sum + page.total, 0),
      page: params.page,
      pageSize: params.pageSize,
      facets,
    };
  }

  /**
   * The listings of a job's related jobs, closest first, where the job itself finds only a few ("Krankenschwester":
   * the one Pflegefachkraft place nearby, then the Pflegefachassistent ones): a page of three says less than one that
   * also shows where else the searcher could start. Only on the first page, as many as a page holds, the job's own left
   * out; null where the job finds enough alone, or nothing (then the empty page offers them).
   */
  private async withRelatedJobs(
    params: ListingSearchParams,
    asRead: AnalyzedQuery,
    asTyped: ListingSearchPage,
    isAusbildung: boolean,
    now: Date,
  ): Promise<{ items: CardJson[]; added: NonNullable<SearchInterpretation['relatedJobsAdded']> } | null> {
    if (asTyped.total === 0 || asTyped.total >= FEW_LISTINGS || params.page > 1 || params.keywords?.length) return null;
    const related = germanAnalyzer().withRelatedJobs(asRead);
    if (!related) return null;
    const { page } = await this.searchPageMatching({ ...params, page: 1 }, isAusbildung, now, { relatedJobs: true });
    const own = new Set(asTyped.items.map(cardId));
    const items = page.items.filter((card) => !own.has(cardId(card)));
    return items.length ? { items, added: { typed: related.typed, names: related.names } } : null;
  }

  /**
   * Searches near one that found nothing, by how little they change it, each with its count: those finding something,
   * related jobs closest first.
   */
  private async countedSuggestions(params: ListingSearchParams, isAusbildung: boolean, now: Date): Promise<CountedSuggestion[]> {
    const placed = hasPlace(params);
    const hasCircle = placed && federalStateOf(params) === null;
    const radius = params.radius ?? DEFAULT_RADIUS_KM;
    const firstWider = firstWiderRadius(radius);
    const widerRadii = [...new Set([firstWider, ...FURTHER_SUGGESTED_RADII_KM])].filter((wider) => wider > radius && wider >= firstWider);
    const words = { q: params.q, keywords: params.keywords, location: params.location, lat: params.lat, lon: params.lon };
    const candidates: { suggestion: Omit<CountedSuggestion, 'total'>; params: ListingSearchParams; isAusbildung: boolean }[] = [];
    for (const widerRadius of hasCircle ? widerRadii : []) {
      candidates.push({
        suggestion: { kind: 'wider-radius', label: `Umkreis auf ${widerRadius} km erweitern`, radius: widerRadius },
        params: { ...params, radius: widerRadius },
        isAusbildung,
      });
    }
    const vertical: Vertical = isAusbildung ? 'ausbildung' : 'praktikum';
    const typed = params.q?.normalize('NFC') ?? '';
    const otherQ = withoutVerticalWords(typed, vertical);
    candidates.push({
      suggestion: {
        kind: 'other-vertical',
        label: isAusbildung ? 'Bei den Praktika suchen' : 'Bei den Ausbildungsplätzen suchen',
        q: otherQ,
      },
      params: { ...COUNT_ONLY, ...words, q: otherQ, radius: params.radius },
      isAusbildung: !isAusbildung,
    });
    for (const related of germanAnalyzer().relatedNames(typed, vertical).slice(0, MAX_RELATED_JOBS_COUNTED)) {
      const q = replaceWord(typed, related.typed, related.name);
      const label = `Verwandter Beruf: ${related.name}`;
      const relatedJob = { typed: related.typed, searched: related.name };
      candidates.push({ suggestion: { kind: 'related-job', label, q, relatedJob }, params: { ...params, q }, isAusbildung });
    }
    if (placed && (params.q || params.keywords?.length)) {
      candidates.push({
        suggestion: { kind: 'without-place', label: 'Ohne Ort suchen' },
        params: { ...params, location: undefined, lat: undefined, lon: undefined, radius: undefined },
        isAusbildung,
      });
      candidates.push({
        suggestion: { kind: 'without-words', label: 'Alle Angebote an diesem Ort zeigen' },
        params: { ...params, q: undefined, keywords: undefined },
        isAusbildung,
      });
    }
    const counted = await Promise.all(
      candidates.map(async (candidate) => ({
        ...candidate.suggestion,
        total: (await this.searchPage({ ...candidate.params, ...COUNT_ONLY }, candidate.isAusbildung, now)).total,
      })),
    );
    return counted.filter((suggestion) => suggestion.total > 0);
  }

  private async searchPage(params: ListingSearchParams, isAusbildung: boolean, now: Date): Promise<ListingSearchPage> {
    return (await this.searchPageMatching(params, isAusbildung, now)).page;
  }

  /**
   * A page, and whether its listings hold every word, or (none holding them all) Meilisearch let the last ones go.
   * Several words must all match, or a page of "IT" alone buries the one "IT-Support" listing; when no listing has
   * them all, the last words may go unmatched (Meilisearch's "last", without filters' keywords). A single word or
   * catalogue name is searched "last" at once: only the words typed for the name may then go unmatched, which ranks
   * listings under the name typed first.
   */
  private async searchPageMatching(
    params: ListingSearchParams,
    isAusbildung: boolean,
    now: Date,
    { reachFrom = 0, relatedJobs = false }: { reachFrom?: number; relatedJobs?: boolean } = {},
  ): Promise<PageMatching> {
    const { center, state, unresolvedPlace } = resolveSearchPlace(this.gazetteer, params);
    const typed = [params.q, ...(params.keywords ?? []), unresolvedPlace].filter(Boolean).join(' ');
    // The same German analysis the documents went through (read-models/src/analysis).
    const asRead = germanAnalyzer().analyzeQuery(typed, isAusbildung ? 'ausbildung' : 'praktikum');
    const analyzed = (relatedJobs && germanAnalyzer().withRelatedJobs(asRead)?.asRead) || asRead;
    const severalWords = analyzed.q.includes(' ');
    const loosenable = severalWords && !params.keywords?.length;
    // Job names alone never reach the company's name and sector: the reaches that would keep to the listings' own words.
    const reaches = REACHES.map((reach) =>
      analyzed.namesOnlyJobs && !reach.fields ? { ...reach, fields: LISTING_JOB_ATTRIBUTES } : reach,
    );
    const usable = reaches
      .flatMap((reach, index) =>
        (reach.everyWord || loosenable) && (reach.fields !== LISTING_JOB_ATTRIBUTES || analyzed.namesJob) ? [{ reach, index }] : [],
      )
      .filter(
        ({ reach }, at, all) => at === 0 || reach.everyWord !== all[at - 1]?.reach.everyWord || reach.fields !== all[at - 1]?.reach.fields,
      );
    const [current = { reach: REACHES[2], index: 2 }, next] = usable.filter(({ index }) => index >= reachFrom);
    const { reach } = current;
    const matchingStrategy = params.keywords?.length || (reach.everyWord && severalWords) ? 'all' : 'last';
    const search: SearchContext = {
      indexUid: this.indexes.uid('listings'),
      // Where the last words may go unmatched, the words typed for a catalogue name come last: they only rank.
      q: matchingStrategy === 'last' ? [analyzed.q, ...analyzed.typedNameKeys].join(' ') : analyzed.q,
      matchingStrategy,
      attributesToSearchOn: reach.fields && [...reach.fields],
    };
    const byDistance = params.sort === 'distance' && center !== null;
    const wanted = params.page * params.pageSize;
    const unplaced = buildListingFilter(params, isAusbildung, now);
    const open = state ? withinArea(unplaced, [`state = ${quote(state)}`]) : unplaced;
    const nearestSearch: NearestSearch | null = byDistance ? { center, wanted, open } : null;
    let filter = open;
    let start: NearestCircle | null = null;
    if (center) {
      // The edge probe needs the filter without the circle; every later query gets the circle's conditions in its base.
      const area = this.areas.around(center);
      const probe = await this.probeCircle(search, area, center, open, nearestSearch);
      filter = withinArea(open, [area.cover, ...(probe.outside.length ? [notInIds(probe.outside)] : [])]);
      start = probe.nearestStart;
    }
    const facetNames = isAusbildung ? AUSBILDUNG_FACETS : INTERNSHIP_FACETS;
    // Disjunctive facets: each filtered facet is counted without its own condition, so other options keep their counts.
    const filteredFacets = facetNames.filter((name) => filter.facets[name]);
    const wholeCircle = filterExpression(filter);
    const main: MultiSearchQuery = {
      ...search,
      filter: wholeCircle,
      facets: facetNames.filter((name) => !filter.facets[name]),
      // Sorted by distance, the page is picked from the nearest listings (nearestFirst); here only the count.
      page: byDistance ? 1 : params.page,
      hitsPerPage: byDistance ? 0 : params.pageSize,
      sort: this.sortFor(params.sort),
      // Which cards, in which state, and where: the cards themselves come from the card cache.
      attributesToRetrieve: LISTING_HIT_ATTRIBUTES,
    };
    const facetQueries: MultiSearchQuery[] = filteredFacets.map((name) => ({
      ...search,
      filter: filterExpression(filter, name),
      facets: [name],
      limit: 0,
    }));
    // Sorted by distance, the first look for the nearest listings travels with the counts.
    const first = start ?? { radiusKm: center?.radiusKm ?? 0, filter: wholeCircle, count: null };
    const nearestQuery = nearestSearch ? this.nearestQuery(search, first, wanted) : null;
    const results = await this.listings.multiSearch<ListingHitRef>([
      { query: main, hits: 'ranked' },
      ...facetQueries.map((query) => ({ query, hits: 'any' as const })),
      ...(nearestQuery ? [{ query: nearestQuery, hits: 'any' as const }] : []),
    ]);
    const total = results[0]?.totalHits ?? results[0]?.estimatedTotalHits ?? 0;
    // Before the nearest are looked for and the cards fetched: with no listing holding every word, none is shown.
    if (total === 0 && next) return this.searchPageMatching(params, isAusbildung, now, { reachFrom: next.index, relatedJobs });
    const nearest = nearestSearch ? await this.nearestFirst(search, nearestSearch, wholeCircle, first, results[results.length - 1]) : null;
    if (nearestQuery) results.pop();
    const [mainResult, ...facetResults] = results;
    const facets: Record<string, Record<string, number>> = { ...(mainResult?.facetDistribution ?? {}) };
    for (const result of facetResults) Object.assign(facets, result.facetDistribution ?? {});
    const located = nearest
      ? nearest.slice((params.page - 1) * params.pageSize, params.page * params.pageSize)
      : this.withDistance(mainResult?.hits ?? [], center);
    const bodies = await this.cards.bodies(located.map(({ hit }) => hit));
    const items = located.flatMap(({ distanceKm }, position): CardJson[] => {
      const body = bodies[position];
      return body ? [{ body, distanceKm }] : [];
    });
    return {
      page: {
        items,
        total: mainResult?.totalHits ?? mainResult?.estimatedTotalHits ?? items.length,
        page: params.page,
        pageSize: params.pageSize,
        facets,
        center: center ? { latitude: center.latitude, longitude: center.longitude, radius: center.radiusKm, label: center.label } : null,
        ...(state ? { federalState: state } : {}),
      },
      everyWordMatched: reach.everyWord,
    };
  }

  /**
   * The listings in the circle's edge cells that lie outside it, by great-circle distance: the search leaves them out
   * by id, so the page, the total and every facet count hold exactly the listings within the radius.
   * When the `wanted` nearest are asked for, the same request counts the matches in ever smaller circles, so the
   * nearest can be fetched from the smallest one that holds enough of them instead of from the whole circle.
   */
  private async probeCircle(
    search: SearchContext,
    area: SearchArea,
    center: GeoCircle,
    open: ListingFilter,
    nearest: NearestSearch | null,
  ): Promise<{ outside: string[]; nearestStart: NearestCircle | null }> {
    const ladder = nearest ? NEAREST_LADDER.map((fraction) => this.smallerCircle(nearest, center.radiusKm * fraction)) : [];
    const [edge, ...counts] = await this.listings.multiSearch<ListingHitRef>([
      {
        query: {
          ...search,
          filter: [...open.base, area.edge],
          limit: EDGE_PROBE_LIMIT,
          attributesToRetrieve: ['id', 'latitude', 'longitude'],
        },
        hits: 'any',
      },
      ...ladder.map(({ filter }) => ({
        query: { ...search, filter, page: 1, hitsPerPage: 0 },
        hits: 'any' as const,
      })),
    ]);
    const hits = edge?.hits ?? [];
    const inside = new Set(this.within(hits, center).map(({ hit }) => hit.id));
    const outside = hits.filter((hit) => !inside.has(hit.id)).map((hit) => hit.id);
    // The smallest circle counted that holds enough matches and can be fetched whole.
    const counted = ladder.map((circle, step) => ({ ...circle, count: counts[step]?.totalHits ?? 0 }));
    const nearestStart = nearest
      ? (counted.findLast(({ count }) => count >= NEAREST_MARGIN * nearest.wanted && count <= MAX_TOTAL_HITS) ?? null)
      : null;
    return { outside, nearestStart };
  }

  /** A circle smaller than the search's, by its cells' cover: the matches in it are then checked by exact distance. */
  private smallerCircle(nearest: NearestSearch, radiusKm: number): NearestCircle {
    const cover = this.areas.around({ ...nearest.center, radiusKm }).cover;
    return { radiusKm, filter: [...filterExpression(nearest.open), cover], count: null };
  }

  /** Every match (ids and coordinates) within a circle: a counted one whole, otherwise as much as one look is worth. */
  private nearestQuery(search: SearchContext, circle: NearestCircle, wanted: number): MultiSearchQuery {
    return {
      ...search,
      filter: circle.filter,
      page: 1,
      hitsPerPage: Math.min(MAX_TOTAL_HITS, circle.count ?? Math.max(NEAREST_FETCH_LIMIT, 3 * wanted)),
      attributesToRetrieve: LISTING_HIT_ATTRIBUTES,
    };
  }

  /**
   * The `wanted` nearest matches, nearest first. Meilisearch cannot sort by a distance it does not index, so the search
   * fetches every match within a circle (`first`, from the probe's counts or the whole one), or, when that holds too
   * many or too few, within a circle expected to hold about twice as many as wanted, until one holds enough: every
   * listing outside a circle is farther than every listing inside it.
   */
  private async nearestFirst(
    search: SearchContext,
    nearest: NearestSearch,
    wholeCircle: string[],
    first: NearestCircle,
    firstResult: MultiSearchResult<ListingHitRef> | undefined,
  ): Promise<{ hit: ListingHitRef; distanceKm: number }[]> {
    const { center, wanted } = nearest;
    let radiusKm = first.radiusKm;
    let found = firstResult;
    // The radius lies between a circle known to hold fewer than wanted and one holding more than one fetch returns.
    let tooFewKm = 0;
    let tooManyKm = Number.POSITIVE_INFINITY;
    for (let attempt = 1; ; attempt++) {
      const hits = found?.hits ?? [];
      const complete = (found?.totalHits ?? hits.length) <= hits.length;
      const within = this.within(hits, { ...center, radiusKm });
      if ((complete && (within.length >= wanted || radiusKm >= center.radiusKm)) || attempt > MAX_NEAREST_ATTEMPTS) {
        return within.sort((a, b) => a.distanceKm - b.distanceKm).map(({ hit, distanceKm }) => ({ hit, distanceKm: roundKm(distanceKm) }));
      }
      if (complete) tooFewKm = radiusKm;
      else tooManyKm = radiusKm;
      // Matches grow with the area, so the radius scales with the square root of the count wanted over the count found;
      // where that guess leaves the bounds (matches are not spread evenly), the circle halving the area between them.
      const scale = Math.sqrt((2 * wanted) / Math.max(1, complete ? within.length : (found?.totalHits ?? 0)));
      const guess = Math.min(center.radiusKm, radiusKm * scale);
      radiusKm =
        guess > tooFewKm && guess < tooManyKm
          ? guess
          : Number.isFinite(tooManyKm)
            ? Math.sqrt((tooFewKm ** 2 + tooManyKm ** 2) / 2)
            : Math.min(center.radiusKm, 2 * tooFewKm);
      const circle = radiusKm < center.radiusKm ? this.smallerCircle(nearest, radiusKm) : { radiusKm, filter: wholeCircle, count: null };
      [found] = await this.listings.multiSearch<ListingHitRef>([{ query: this.nearestQuery(search, circle, wanted), hits: 'any' }]);
    }
  }

  async newest(pageSize: number, isAusbildung: boolean, now = new Date()): Promise<ListingCard[]> {
    const today = startOfToday(now);
    const [result] = await this.listings.multiSearch<ListingCardHit>([
      {
        query: {
          indexUid: this.indexes.uid('listings'),
          filter: [`isAusbildung = ${isAusbildung}`, notBefore('validToTs', today)],
          sort: ['createdAtTs:desc'],
          limit: pageSize,
          attributesToRetrieve: LISTING_CARD_ATTRIBUTES,
        },
        hits: 'ranked',
      },
    ]);
    return (result?.hits ?? []).map(toListingCard);
  }

  /** Only public listings are in the index, so a missing document means "not found" for visitors. */
  async detail(id: string, now = new Date()): Promise<ListingDetail | null> {
    try {
      const document = await this.listings.getDocument<ListingDocument>(id);
      const today = startOfToday(now);
      return document.validToTs >= today ? toListingDetail(document) : null;
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  /** A postcode or place typed into the search words, without a place of its own: it becomes the place and radius. */
  private withPlaceFromQuery(params: ListingSearchParams): ListingSearchParams {
    if (!params.q || hasPlace(params)) return params;
    const found = placeInQuery(params.q, this.gazetteer);
    if (!found) return params;
    return { ...params, q: found.remaining || undefined, location: found.location, radius: params.radius ?? found.radius };
  }

  private sortFor(sort: ListingSearchParams['sort']): string[] | undefined {
    if (sort === 'newest') return ['createdAtTs:desc'];
    if (sort === 'oldest') return ['createdAtTs:asc'];
    return undefined;
  }

  /** With a place, each hit's great-circle distance (6371 km), rounded to 100 m; hits outside the circle are left out. */
  private withDistance(hits: ListingHitRef[], center: GeoCircle | null): { hit: ListingHitRef; distanceKm?: number }[] {
    if (!center) return hits.map((hit) => ({ hit }));
    return this.within(hits, center).map(({ hit, distanceKm }) => ({ hit, distanceKm: roundKm(distanceKm) }));
  }

  /** The hits inside the circle with their exact great-circle distances. */
  private within(hits: ListingHitRef[], center: GeoCircle): { hit: ListingHitRef; distanceKm: number }[] {
    const inside: { hit: ListingHitRef; distanceKm: number }[] = [];
    for (const hit of hits) {
      const distanceKm = distanceInCircleKm(center, hit);
      if (distanceKm !== null) inside.push({ hit, distanceKm });
    }
    return inside;
  }
}
