import { AccountTokenEntity } from '../modules/accounts/account-token.entity';
import { UserEntity } from '../modules/auth/user.entity';
import { SessionEntity } from '../modules/auth/session.entity';
import { CompanyEntity } from '../modules/companies/company.entity';
import { EventEntity } from '../modules/events/event.entity';
import { ListingEntity } from '../modules/listings/listing.entity';

export const ENTITIES = [UserEntity, SessionEntity, CompanyEntity, ListingEntity, EventEntity, AccountTokenEntity];
