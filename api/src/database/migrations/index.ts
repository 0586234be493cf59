import { InitialSchema1763800000000 } from './1763800000000-initial-schema';
import { Accounts1763800001000 } from './1763800001000-accounts';
import { EventRegistrations1795653654502 } from './1795653654502-event-registrations';
import { AnalyticsRollups1795653664192 } from './1795653664192-analytics-rollups';
import { Operators1795653763568 } from './1795653763568-operators';
import { EventExhibitors1795656178734 } from './1795656178734-event-exhibitors';
import { EventPremiumOrders1795656591240 } from './1795656591240-event-premium-orders';
import { EventEmailTemplates1795656967427 } from './1795656967427-event-email-templates';
import { DropUnusedLoginLock1795665671737 } from './1795665671737-drop-unused-login-lock';

/** Every migration in order; the runner and the test template both use this list. */
export const MIGRATIONS = [
  InitialSchema1763800000000,
  Accounts1763800001000,
  EventRegistrations1795653654502,
  AnalyticsRollups1795653664192,
  Operators1795653763568,
  EventExhibitors1795656178734,
  EventPremiumOrders1795656591240,
  EventEmailTemplates1795656967427,
  DropUnusedLoginLock1795665671737,
];
