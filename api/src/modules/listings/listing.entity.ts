import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { ListingStatus } from '@praxisnah/contracts';

/** Internships and Ausbildung places share one table, told apart by `isAusbildung`. */
@Entity('listings')
export class ListingEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('uuid', { name: 'company_id' }) companyId!: string;
  @Column('boolean', { name: 'is_ausbildung', default: false }) isAusbildung!: boolean;
  @Column('text', { default: 'entwurf' }) status!: ListingStatus;
  @Column('text') title!: string;
  @Column('text') description!: string;
  @Column('text', { nullable: true }) address!: string | null;
  @Column('text', { nullable: true }) city!: string | null;
  @Column('text', { nullable: true }) zip!: string | null;
  @Column('double precision', { nullable: true }) latitude!: number | null;
  @Column('double precision', { nullable: true }) longitude!: number | null;
  @Column('int', { name: 'sector_id' }) sectorId!: number;
  @Column('text', { name: 'type_key', nullable: true }) typeKey!: string | null;
  @Column('text', { name: 'duration_key', nullable: true }) durationKey!: string | null;
  @Column('int', { name: 'min_duration_weeks', nullable: true }) minDurationWeeks!: number | null;
  @Column('date', { name: 'valid_from', nullable: true }) validFrom!: string | null;
  @Column('date', { name: 'valid_to', nullable: true }) validTo!: string | null;
  @Column('text', { array: true, default: () => "'{}'" }) skills!: string[];
  @Column('char', { name: 'ausbildung_start', length: 7, nullable: true }) ausbildungStart!: string | null;
  @Column('int', { name: 'ausbildung_dauer', nullable: true }) ausbildungDauer!: number | null;
  @Column('text', { name: 'ausbildungs_abschluss', nullable: true }) ausbildungsAbschluss!: string | null;
  @Column('int', { name: 'verguetung_1_jahr', nullable: true }) verguetung1Jahr!: number | null;
  @Column('text', { name: 'uebernahme_chance', nullable: true }) uebernahmeChance!: string | null;
  @Column('text', { name: 'contact_name', nullable: true }) contactName!: string | null;
  @Column('text', { name: 'contact_email', nullable: true }) contactEmail!: string | null;
  @Column('text', { name: 'application_url', nullable: true }) applicationUrl!: string | null;
  @Column('int', { default: 1 }) version!: number;
  @Column('timestamptz', { name: 'created_at', default: () => 'now()' }) createdAt!: Date;
  @Column('timestamptz', { name: 'updated_at', default: () => 'now()' }) updatedAt!: Date;
}
