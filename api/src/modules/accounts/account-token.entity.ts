import { Column, Entity, PrimaryColumn } from 'typeorm';

export type AccountTokenPurpose = 'verify_email' | 'reset_password';

/** A mailed link's token. Only its SHA-256 is stored; it works once and only until it expires. */
@Entity('account_tokens')
export class AccountTokenEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('uuid', { name: 'user_id' }) userId!: string;
  @Column('text') purpose!: AccountTokenPurpose;
  @Column('char', { name: 'token_hash', length: 64 }) tokenHash!: string;
  @Column('timestamptz', { name: 'expires_at' }) expiresAt!: Date;
  @Column('timestamptz', { name: 'used_at', nullable: true }) usedAt!: Date | null;
  @Column('timestamptz', { name: 'created_at', default: () => 'now()' }) createdAt!: Date;
}
