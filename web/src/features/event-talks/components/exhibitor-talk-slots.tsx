import { talkSlotSeriesSchema, type TalkSlotSeries } from '@praxisnah/contracts';
import { schemaResolver } from '@/components/form/schema-resolver';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField, FormMessage } from '@/components/ui/form-field';
import { t } from '@/lib/messages';
import { useCreateTalkSlots, useDeleteTalkSlot, useMyTalkSlots } from '../api/exhibitor-talks';
import '@/lib/message-parts/events';

/** An admitted exhibitor offers 10-minute talks: a series between two times, and sees who booked which. */
export function ExhibitorTalkSlots({ eventId }: { eventId: string }) {
  const slots = useMyTalkSlots(eventId);
  const create = useCreateTalkSlots(eventId);
  const remove = useDeleteTalkSlot(eventId);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TalkSlotSeries>({ resolver: schemaResolver(talkSlotSeriesSchema), defaultValues: { from: '10:00', to: '12:00' } });
  const failure = create.isError ? create.error : remove.isError ? remove.error : null;
  const booked = slots.data?.filter((slot) => slot.booking).length ?? 0;

  return (
    <section className="card auth-card talks" aria-labelledby="talk-slots-title">
      <h2 id="talk-slots-title">{t('events.talks.slotsTitle', { count: booked })}</h2>
      <p className="muted">{t('events.talks.slotsLead')}</p>
      <form className="talks__series" onSubmit={handleSubmit((series) => create.mutate(series))} noValidate>
        <FormField label={t('events.talks.from')} error={errors.from?.message}>
          {(control) => <input {...control} {...register('from')} type="time" step={600} />}
        </FormField>
        <FormField label={t('events.talks.to')} error={errors.to?.message}>
          {(control) => <input {...control} {...register('to')} type="time" step={600} />}
        </FormField>
        <Button type="submit" disabled={create.isPending}>
          {t('events.talks.createSlots')}
        </Button>
      </form>
      {create.isSuccess ? <FormMessage tone="success">{t('events.talks.slotsCreated', { count: create.data.created })}</FormMessage> : null}
      {failure ? <FormMessage tone="error">{failure.message}</FormMessage> : null}
      {slots.data?.length ? (
        <ul className="management__list">
          {slots.data.map((slot) => (
            <li key={slot.id} className="management__row">
              <span className="management__who">
                <strong>{t('events.talks.timeRange', { from: slot.startTime, to: slot.endTime })}</strong>
                <span className={slot.booking ? undefined : 'muted'}>
                  {slot.booking ? [slot.booking.name, slot.booking.school].filter(Boolean).join(' · ') : t('events.talks.free')}
                </span>
              </span>
              {slot.booking ? null : (
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={remove.isPending}
                  aria-label={t('events.talks.deleteSlot', { time: slot.startTime })}
                  onClick={() => remove.mutate(slot.id)}
                >
                  {t('events.talks.delete')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      ) : slots.isSuccess ? (
        <p className="muted">{t('events.talks.slotsEmpty')}</p>
      ) : null}
    </section>
  );
}
