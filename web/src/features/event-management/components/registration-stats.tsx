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
        <dt>Angemeldet</dt>
        <dd>{maxParticipants ? `${registrationCount} / ${maxParticipants}` : registrationCount}</dd>
      </div>
      <div>
        <dt>Warteliste</dt>
        <dd>{waiting}</dd>
      </div>
      <div>
        <dt>Eingecheckt</dt>
        <dd>{checkedIn}</dd>
      </div>
    </dl>
  );
}
