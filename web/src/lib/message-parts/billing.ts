import { BILLING_MESSAGES } from '@praxisnah/contracts/messages/billing';
import { addMessageDefaults } from '../messages';

// Imported for this side effect by each module that names one of these keys, so they load with the screens that show them.
addMessageDefaults(BILLING_MESSAGES);
