import { Inject, Injectable, Logger } from '@nestjs/common';
import type { MultiSearchQuery, MultiSearchResult, RecordAny } from 'meilisearch';
import { IndexNamespace } from '@praxisnah/read-models';
import { MeiliReader } from '../../shared/search/meili-reader';
import { RECENT_MEILI_READER } from '../../shared/search/meili.module';
import { mergeSearch, splitSearch, type ListingQuery } from './recent-merge';
import { RecentListingIds } from './recent-listing-ids';

/**
 * The listings read model as visitors see it: the large index, and the recent one for the listings changed in the
 * last seconds (read-models/src/recent-listings.ts). Without recent listings (or a recent index) only the large
 * index is asked, exactly as before; when the recent index cannot answer, the large one's answer stands alone.
 */
@Injectable()
export class ListingIndexReader {
  private readonly logger = new Logger(ListingIndexReader.name);

  constructor(
    private readonly meili: MeiliReader,
    @Inject(RECENT_MEILI_READER) private readonly recent: MeiliReader | null,
    private readonly recentIds: RecentListingIds,
    private readonly indexes: IndexNamespace,
  ) {}

  async multiSearch<T extends RecordAny>(queries: readonly ListingQuery[]): Promise<MultiSearchResult<T>[]> {
    const recentSet = { ids: this.recentIds.current(), companies: this.recentIds.companies() };
    const largeOnly = async () =>
      (
        await searchEvenIfEmpty<T>(
          this.meili,
          queries.map(({ query }) => query),
        )
      ).results;
    if (!this.recent || (!recentSet.ids.length && !recentSet.companies.length)) return largeOnly();
    const split = splitSearch(queries, recentSet);
    const [large, recent] = await Promise.allSettled([
      searchEvenIfEmpty(this.meili, split.large),
      searchEvenIfEmpty(this.recent, split.recent),
    ]);
    if (large.status === 'rejected') throw large.reason;
    if (recent.status === 'rejected') {
      this.logger.warn({ err: recent.reason }, 'The recent listings index did not answer; searching the large index alone');
      return largeOnly();
    }
    return mergeSearch<T>(split.plans, large.value.results, recent.value.results);
  }

  /**
   * A listing's document: a recent one from the recent index (none there: it was just taken offline). A listing of a
   * recent company is known as one only by the large index's copy, and then read from the recent index too. When the
   * recent index cannot answer, the large index's copy, a moment old, is better than no page.
   */
  async getDocument<T extends RecordAny>(id: string): Promise<T> {
    const uid = this.indexes.uid('listings');
    const recent = this.recent;
    if (!recent) return this.meili.getDocument<T>(uid, id);
    if (this.recentIds.has(id))
      return this.fromRecent(
        () => recent.getDocument<T>(uid, id),
        () => this.meili.getDocument<T>(uid, id),
      );
    let large: T;
    try {
      large = await this.meili.getDocument<T>(uid, id);
    } catch (error) {
      // A recent company's listing the large index does not hold yet (it became public with the company's change).
      if (!isNotFound(error) || !this.recentIds.companies().length) throw error;
      const copy = await recent.getDocument<T>(uid, id).catch(() => null);
      if (copy && this.ofRecentCompany(copy)) return copy;
      throw error;
    }
    if (!this.ofRecentCompany(large)) return large;
    return this.fromRecent(
      () => recent.getDocument<T>(uid, id),
      async () => large,
    );
  }

  /** The documents with these ids that visitors may see, each from the index that holds its current version. */
  async fetchDocuments<T extends RecordAny>(ids: readonly string[], fields: readonly string[]): Promise<T[]> {
    const uid = this.indexes.uid('listings');
    const recent = this.recent;
    if (!recent) return this.meili.fetchDocuments<T>(uid, ids, fields);
    const byCompany = this.recentIds.companies().length > 0;
    const largeFields = byCompany && !fields.includes('company') ? [...fields, 'company'] : fields;
    const fromLarge = ids.filter((id) => !this.recentIds.has(id));
    const large = fromLarge.length ? await this.meili.fetchDocuments<T>(uid, fromLarge, largeFields) : [];
    const current = large.filter((document) => !this.ofRecentCompany(document));
    const inLarge = new Set(large.map((document) => document.id as string));
    const fromRecent = [
      ...ids.filter((id) => this.recentIds.has(id)),
      ...large.filter((document) => this.ofRecentCompany(document)).map((document) => document.id as string),
      // A recent company's listing the large index does not hold yet (it became public with the company's change).
      ...(byCompany ? fromLarge.filter((id) => !inLarge.has(id)) : []),
    ];
    if (!fromRecent.length) return large;
    const recentDocuments = await this.fromRecent(
      () => recent.fetchDocuments<T>(uid, fromRecent, largeFields),
      () => this.meili.fetchDocuments<T>(uid, fromRecent, largeFields),
    );
    const visible = recentDocuments.filter((document) => this.recentIds.has(document.id as string) || this.ofRecentCompany(document));
    return [...current, ...visible];
  }

  private ofRecentCompany(document: RecordAny): boolean {
    const companyId = (document as { company?: { id?: unknown } }).company?.id;
    return typeof companyId === 'string' && this.recentIds.hasCompany(companyId);
  }

  /** A read of the recent index; when it cannot answer, the large index's copy, a moment old. */
  private async fromRecent<R>(read: () => Promise<R>, fallback: () => Promise<R>): Promise<R> {
    try {
      return await read();
    } catch (error) {
      if (isNotFound(error)) throw error;
      this.logger.warn({ err: error }, 'The recent listings index did not answer; reading the large index');
      return fallback();
    }
  }
}

const errorCode = (error: unknown) => (error as { cause?: { code?: string } }).cause?.code;

/** Meilisearch's answer for an id it does not hold. */
export function isNotFound(error: unknown): boolean {
  return errorCode(error) === 'document_not_found';
}

/**
 * An index no document has reached yet knows none of its fields, and refuses a search on named ones
 * (`attributesToSearchOn`, a job query's first step) instead of finding nothing: a new installation's first searches,
 * or a recent index never written to. Asked again without them, it answers as it would have.
 */
async function searchEvenIfEmpty<T extends RecordAny>(reader: MeiliReader, queries: MultiSearchQuery[]) {
  try {
    return await reader.multiSearch<T>({ queries });
  } catch (error) {
    if (errorCode(error) !== 'invalid_search_attributes_to_search_on') throw error;
    return reader.multiSearch<T>({ queries: queries.map(({ attributesToSearchOn: _fields, ...query }) => query) });
  }
}
