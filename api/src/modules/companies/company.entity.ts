import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { CompanyPackage } from '@praxisnah/contracts';

@Entity('companies')
export class CompanyEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('text') name!: string;
  @Column('text') slug!: string;
  @Column('text', { nullable: true }) description!: string | null;
  @Column('int', { name: 'sector_id', nullable: true }) sectorId!: number | null;
  @Column('text', { nullable: true }) address!: string | null;
  @Column('text', { nullable: true }) zip!: string | null;
  @Column('text', { nullable: true }) city!: string | null;
  @Column('double precision', { nullable: true }) latitude!: number | null;
  @Column('double precision', { nullable: true }) longitude!: number | null;
  @Column('text', { name: 'logo_url', nullable: true }) logoUrl!: string | null;
  @Column('text', { name: 'featured_image_url', nullable: true }) featuredImageUrl!: string | null;
  @Column('jsonb', { default: () => "'[]'::jsonb" }) images!: string[];
  @Column('boolean', { default: false }) verified!: boolean;
  @Column('text', { nullable: true }) website!: string | null;
  @Column('text', { nullable: true }) phone!: string | null;
  @Column('text', { name: 'contact_email', nullable: true }) contactEmail!: string | null;
  @Column('int', { name: 'region_id', nullable: true }) regionId!: number | null;
  @Column('text', { nullable: true }) package!: CompanyPackage | null;
  @Column('text', { name: 'contact_name', nullable: true }) contactName!: string | null;
  @Column('int', { default: 1 }) version!: number;
  @Column('timestamptz', { name: 'created_at', default: () => 'now()' }) createdAt!: Date;
  @Column('timestamptz', { name: 'updated_at', default: () => 'now()' }) updatedAt!: Date;
}
