import { EVENTS_MESSAGES } from '@praxisnah/contracts/messages/events';
import { addMessageDefaults } from '../messages';

// Imported for this side effect by each module that names one of these keys, so they load with the screens that show them.
addMessageDefaults(EVENTS_MESSAGES);
