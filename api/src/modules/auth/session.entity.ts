import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Only a SHA-256 of the bearer token is stored, so a database leak reveals no usable token. */
@Entity('sessions')
export class SessionEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('uuid', { name: 'user_id' }) userId!: string;
  @Column('char', { name: 'token_hash', length: 64 }) tokenHash!: string;
  @Column('timestamptz', { name: 'expires_at' }) expiresAt!: Date;
  @Column('timestamptz', { name: 'revoked_at', nullable: true }) revokedAt!: Date | null;
  @Column('timestamptz', { name: 'created_at', default: () => 'now()' }) createdAt!: Date;
}
