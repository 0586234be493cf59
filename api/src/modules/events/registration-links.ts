import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../shared/config/app-config';
import { clientLink } from '../accounts/link-origin';

/**
 * Links mailed to registrants, exhibitors and organisers. They are built from PUBLIC_ORIGIN only, never from request headers: a registration
 * is anonymous, so a forged Host header would otherwise put a stranger's domain into the cancel link.
 */
@Injectable()
export class RegistrationLinks {
  private readonly origin: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.origin = config.PUBLIC_ORIGIN;
  }

  event(eventId: string): string {
    return clientLink(this.origin, `/events/${encodeURIComponent(eventId)}`);
  }

  /** The visitor's page for booking talks with exhibitors; the token says who it is. */
  talks(eventId: string, token: string): string {
    return clientLink(this.origin, `/event-registration/${encodeURIComponent(eventId)}/gespraeche`, token);
  }

  management(eventId: string): string {
    return clientLink(this.origin, `/event-management/${encodeURIComponent(eventId)}`);
  }

  exhibitorApplication(eventId: string): string {
    return clientLink(this.origin, `/exhibitor-application/${encodeURIComponent(eventId)}`);
  }

  cancel(registrationId: string, token: string): string {
    return clientLink(this.origin, `/cancel-registration/${encodeURIComponent(registrationId)}`, token);
  }
}
