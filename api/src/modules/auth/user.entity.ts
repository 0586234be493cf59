import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { UserRole } from '@praxisnah/contracts';

@Entity('users')
export class UserEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('text') email!: string;
  @Column('text', { name: 'password_hash' }) passwordHash!: string;
  @Column('text') role!: UserRole;
  @Column('uuid', { name: 'company_id', nullable: true }) companyId!: string | null;
  @Column('int', { name: 'region_id', nullable: true }) regionId!: number | null;
  @Column('timestamptz', { name: 'email_verified_at', nullable: true }) emailVerifiedAt!: Date | null;
  @Column('timestamptz', { name: 'terms_accepted_at', nullable: true }) termsAcceptedAt!: Date | null;
  @Column('timestamptz', { name: 'created_at', default: () => 'now()' }) createdAt!: Date;
}
