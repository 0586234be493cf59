import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity('events')
export class EventEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('uuid', { name: 'company_id', nullable: true }) companyId!: string | null;
  @Column('text') title!: string;
  @Column('text', { default: '' }) description!: string;
  @Column('text', { name: 'image_url', nullable: true }) imageUrl!: string | null;
  @Column('date', { name: 'event_date' }) eventDate!: string;
  @Column('time', { name: 'start_time', nullable: true }) startTime!: string | null;
  @Column('time', { name: 'end_time', nullable: true }) endTime!: string | null;
  @Column('text') location!: string;
  @Column('text', { nullable: true }) address!: string | null;
  @Column('text') city!: string;
  @Column('text', { nullable: true }) zip!: string | null;
  @Column('double precision', { nullable: true }) latitude!: number | null;
  @Column('double precision', { nullable: true }) longitude!: number | null;
  @Column('int', { name: 'exhibitor_count', default: 0 }) exhibitorCount!: number;
  @Column('boolean', { name: 'registration_required', default: false }) registrationRequired!: boolean;
  @Column('int', { name: 'max_participants', nullable: true }) maxParticipants!: number | null;
  @Column('int', { name: 'registration_count', default: 0 }) registrationCount!: number;
  @Column('text', { name: 'registration_url', nullable: true }) registrationUrl!: string | null;
  @Column('text', { name: 'event_url', nullable: true }) eventUrl!: string | null;
  @Column('int', { default: 1 }) version!: number;
  @Column('timestamptz', { name: 'created_at', default: () => 'now()' }) createdAt!: Date;
  @Column('timestamptz', { name: 'updated_at', default: () => 'now()' }) updatedAt!: Date;
}
