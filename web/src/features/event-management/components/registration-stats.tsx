import { t } from '@/lib/messages';
import '@/lib/message-parts/events';

/** The organiser's three numbers of an event: places taken (of how many), waiting list, checked in. */
export function RegistrationStats({
  registrationCount,
  maxParticipants,
  waiting,
  checkedIn,
}: {
  registrationCount: number;
  maxParticipants: number | null;
  waiting: number;
  checkedIn: number;
}) {
  return (
    <dl className="management__stats">
      <div>
        <dt>{t('events.stats.registered')}</dt>
        <dd>{maxParticipants ? t('events.stats.ofMax', { count: registrationCount, max: maxParticipants }) : registrationCount}</dd>
      </div>
      <div>
        <dt>{t('events.stats.waiting')}</dt>
        <dd>{waiting}</dd>
      </div>
      <div>
        <dt>{t('events.stats.checkedIn')}</dt>
        <dd>{checkedIn}</dd>
      </div>
    </dl>
  );
}
