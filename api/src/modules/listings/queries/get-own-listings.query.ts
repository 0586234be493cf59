import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { buildListingDetail, type OwnListing } from '@praxisnah/contracts';
import { ListingRepository } from '../listing.repository';

export class GetOwnListingsQuery {
  constructor(
    readonly companyId: string,
    readonly isAusbildung?: boolean,
    readonly listingId?: string,
  ) {}
}

@QueryHandler(GetOwnListingsQuery)
export class GetOwnListingsHandler implements IQueryHandler<GetOwnListingsQuery, OwnListing[]> {
  constructor(private readonly listings: ListingRepository) {}

  async execute({ companyId, isAusbildung, listingId }: GetOwnListingsQuery): Promise<OwnListing[]> {
    const [rows, company] = await Promise.all([
      this.listings.listOwned(companyId, isAusbildung, listingId),
      this.listings.findCompany(companyId),
    ]);
    return rows.map(({ listing, views, favourites }) => ({
      ...buildListingDetail(listing, company),
      status: listing.status,
      updatedAt: listing.updatedAt.toISOString(),
      views,
      favourites,
    }));
  }
}
