import { InitialSchema1763800000000 } from './1763800000000-initial-schema';
import { Accounts1763800001000 } from './1763800001000-accounts';
import { EventRegistrations1795653654502 } from './1795653654502-event-registrations';
import { AnalyticsRollups1795653664192 } from './1795653664192-analytics-rollups';
import { Operators1795653763568 } from './1795653763568-operators';
import { EventExhibitors1795656178734 } from './1795656178734-event-exhibitors';
import { EventPremiumOrders1795656591240 } from './1795656591240-event-premium-orders';
import { EventEmailTemplates1795656967427 } from './1795656967427-event-email-templates';
import { MessageOverrides1795660000000 } from './1795660000000-message-overrides';
import { AusbildungOptions1795660000001 } from './1795660000001-ausbildung-options';
import { RegionRecomputePerPostcode1795660000002 } from './1795660000002-region-recompute-per-postcode';
import { AnalyticsDistricts1795662000000 } from './1795662000000-analytics-districts';
import { EventTalks1795664603502 } from './1795664603502-event-talks';
import { Billing1795665000000 } from './1795665000000-billing';
import { DropUnusedLoginLock1795665671737 } from './1795665671737-drop-unused-login-lock';
import { EventsPausedByPackage1795676529369 } from './1795676529369-events-paused-by-package';
import { RegionReassignmentInBatches1795676595706 } from './1795676595706-region-reassignment-in-batches';
import { RegionReassignmentState1795680000000 } from './1795680000000-region-reassignment-state';

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
  MessageOverrides1795660000000,
  AusbildungOptions1795660000001,
  RegionRecomputePerPostcode1795660000002,
  AnalyticsDistricts1795662000000,
  EventTalks1795664603502,
  Billing1795665000000,
  DropUnusedLoginLock1795665671737,
  EventsPausedByPackage1795676529369,
  RegionReassignmentInBatches1795676595706,
  RegionReassignmentState1795680000000,
];
